import path from 'node:path';
import { escapeJsonForScript } from './seo-head';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to WEB_SSR_DIR) exports. */
export interface ServerEntry {
  render(request: {
    url: string;
    apiOrigin: string;
    cookie: string | null;
    headers: Record<string, string>;
  }): Promise<{ html: string; apiState: unknown }>;
}

/** The public pages rendered on the server: home, categories, the lists, search and an ad. */
const SERVER_RENDERED = new RegExp(
  '^/(?:|categorie/[a-z0-9-]{1,80}|category/[a-z0-9-]{1,80}|autos|uitgelicht|aanbevolen|nieuwste|bunkopu-seri|zoeken|ad/[1-9]\\d{0,9})/?$',
);
const AD_PAGE = /^\/ad\/([1-9]\d{0,9})\/?$/;

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.test(pathname);
}

/** The ad of an ad page: a page served from the cache must still count its view. */
export function adIdOfPage(pathname: string): number | null {
  const match = AD_PAGE.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** Loads the server entry once; null when the web app's server build is missing (the page is then the plain shell). */
export function loadServerEntry(dir: string): ServerEntry | null {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS bundle built beside the gateway, found at run time
    return require(path.resolve(dir, 'entry-server.cjs')) as ServerEntry;
  } catch {
    return null;
  }
}

/** A public route's address pattern with its own stylesheets. */
type RouteChunks = Array<{ pattern: RegExp; css: string[] }>;

/** The route chunks' list the browser build writes into index.html (build/route-preload.plugin.ts), read once. */
export function routeChunksOf(template: string): RouteChunks {
  const json = /<script type="application\/json" id="sm-route-chunks">([\s\S]*?)<\/script>/.exec(template)?.[1];
  try {
    const routes = json ? (JSON.parse(json) as Array<[pattern: string, files: string[], css: string[]]>) : [];
    return routes.map(([pattern, , css]) => ({ pattern: new RegExp(pattern), css }));
  } catch {
    return [];
  }
}

const APP_START = '<!--app-->';
const APP_END = '<!--/app-->';

/**
 * The page's head tags for a rendered page: the preloads React hoisted (the first photo) and the API state (`head`),
 * and apart from them the page's own stylesheets (`styles`: no flash of unstyled content), which go after the app's
 * base stylesheet as they do when the app loads them itself: a page's rules override the base ones of the same
 * weight, on a server page as after a click in the app. Its script chunks are not preloaded from the HTML: a guest's
 * page runs without them (apps/web/src/main.tsx), and /route-preload.js fetches them once the app is wanted.
 */
export function renderedHeadTags(
  pathname: string,
  html: string,
  apiState: unknown,
  routes: RouteChunks,
): { head: string; styles: string; body: string } {
  const hoisted = /^(?:<link [^>]*\/>)+/.exec(html)?.[0] ?? '';
  const { css = [] } = routes.find((route) => route.pattern.test(pathname)) ?? {};
  const head = [hoisted, `<script type="application/json" id="sm-state">${escapeJsonForScript(apiState)}</script>`]
    .filter(Boolean)
    .join('\n    ');
  const styles = css.map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`).join('\n    ');
  return { head, styles, body: html.slice(hoisted.length) };
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)"\s*\/?>/g;

/**
 * A rendered page's stylesheets written into the page: a phone on a slow line paints the page with the HTML alone
 * instead of waiting another round trip or two for the CSS (ours is ~15 KB in all). `read` answers a file's text, or
 * null to keep its link.
 *
 * Each keeps a disabled link of its own (which the browser neither fetches nor applies): the app's chunk loader adds a
 * stylesheet the page has no link for, and the same rules added again after the page's own would change which of two
 * rules wins, moving the page under a finger as the app takes it over (a tap on 'Bellen' lost between press and lift).
 */
export function inlineStylesheets(html: string, read: (href: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = read(href);
    if (css === null) return link;
    return `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled />`;
  });
}

/** The template's static header placeholder (between the app markers) replaced by the rendered page. */
export function injectApp(template: string, body: string): string {
  const start = template.indexOf(APP_START);
  const end = template.indexOf(APP_END);
  if (start < 0 || end < start) return template;
  return template.slice(0, start) + body + template.slice(end + APP_END.length);
}

/** Tags at the end of the head, after the template's own stylesheets. */
export function injectAtHeadEnd(template: string, tags: string): string {
  return insertInHead(template, '</head>', tags);
}

/** Head tags before the app's first script (the route preloader reads the state's presence), else before </head>. */
export function injectBeforeScripts(template: string, tags: string): string {
  return insertInHead(template, '<script type="module"', tags);
}

/** `tags` before the head's first `marker`, or at the end of the head when it has none. */
function insertInHead(template: string, marker: string, tags: string): string {
  const headEnd = template.indexOf('</head>');
  const at = template.indexOf(marker);
  const index = at >= 0 && (headEnd < 0 || at < headEnd) ? at : headEnd;
  return index < 0 ? template : `${template.slice(0, index)}${tags}\n    ${template.slice(index)}`;
}
