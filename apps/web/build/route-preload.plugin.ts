import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Public routes whose page chunk the browser should fetch together with the entry, not after it has run.
 * `data`: the API calls the page makes first, fetched at once too ($1 = the pattern's first group). They must be
 * exactly the URLs RTK Query builds (features/ads/api/ads.api.ts, shared/api/categories.api.ts), else they are
 * fetched twice.
 */
const ROUTE_PAGES: ReadonlyArray<{ pattern: string; page: string; data: string[] }> = [
  { pattern: '^/$', page: 'src/app/home-route.tsx', data: ['/api/categories', '/api/ads/featured?limit=50'] },
  { pattern: '^/(?:categorie|category)/[^/]+/?$', page: 'src/features/ads/pages/category-page.tsx', data: ['/api/categories'] },
  { pattern: '^/ad/(\\d{1,10})/?$', page: 'src/app/ad-route.tsx', data: ['/api/categories', '/api/ads/$1'] },
  // The lists and search: their chunks and CSS (the server-rendered page links the CSS itself).
  { pattern: '^/autos/?$', page: 'src/features/ads/pages/autos-page.tsx', data: ['/api/categories'] },
  { pattern: '^/uitgelicht/?$', page: 'src/features/ads/pages/featured-page.tsx', data: ['/api/categories'] },
  { pattern: '^/aanbevolen/?$', page: 'src/features/ads/pages/recommended-page.tsx', data: ['/api/categories'] },
  { pattern: '^/nieuwste/?$', page: 'src/features/ads/pages/newest-page.tsx', data: ['/api/categories'] },
  { pattern: '^/bunkopu-seri/?$', page: 'src/features/ads/pages/bunkopu-page.tsx', data: ['/api/categories'] },
  { pattern: '^/zoeken/?$', page: 'src/features/search/pages/search-page.tsx', data: ['/api/categories'] },
];

type ChunkMeta = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Libraries a public page must never load before it is usable: antd and its parts, Stripe, dayjs. One barrel import
 * (`@/features/messages`, whose index also exports the antd inbox) once put 130 KB of antd into the entry; the
 * bundler places a module by the static import graph, whatever tree-shaking leaves of it.
 */
const NOT_ON_FIRST_LOAD = /\/node_modules\/(?:antd|@ant-design|@rc-component|rc-[\w-]+|@stripe|dayjs)\//;

function assertLight(bundle: OutputBundle, files: Iterable<string>, what: string): void {
  for (const file of files) {
    const chunk = bundle[file];
    const heavy = chunk?.type === 'chunk' ? chunk.moduleIds.find((id) => NOT_ON_FIRST_LOAD.test(id)) : undefined;
    if (heavy) throw new Error(`route-preload: ${what} loads ${heavy} (via ${file}); import it lazily or from its own file`);
  }
}

function staticGraph(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticGraph(bundle, imported, seen);
  return seen;
}

/**
 * React Router loads a lazy route's chunk only after the entry (React, router, store: most of the first load) has
 * been downloaded and run: one more round trip on a slow phone before anything shows. This writes, per public
 * route, the route's own chunks, CSS and first API calls into the page as JSON; /route-preload.js (public/, an async classic script
 * because the CSP forbids inline scripts) turns the matching entry into preload links at once.
 */
export function routePreloadPlugin(): Plugin {
  return {
    name: 'surimarkt:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((o): o is ChunkMeta => o.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const loadedByEntry = entry ? staticGraph(bundle, entry.fileName) : new Set<string>();
        assertLight(bundle, loadedByEntry, 'the entry');
        // The app the entry starts (app/start-app.tsx, imported when wanted): every route's page needs it, and the
        // service worker keeps it with them for reading offline.
        const app = new Set<string>();
        for (const file of loadedByEntry) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') for (const imported of chunk.dynamicImports) staticGraph(bundle, imported, app);
        }
        assertLight(bundle, app, 'the app start');
        const routes = ROUTE_PAGES.map(({ pattern, page, data }) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/apps/web/${page}`));
          if (!chunk) throw new Error(`route-preload: no chunk for ${page}`);
          const files = [...new Set([...app, ...staticGraph(bundle, chunk.fileName)])].filter((f) => !loadedByEntry.has(f));
          assertLight(bundle, files, page);
          const css = files.flatMap((f) => [...((bundle[f] as ChunkMeta).viteMetadata?.importedCss ?? [])]);
          return [pattern, files.map((f) => `/${f}`), css.map((f) => `/${f}`), data];
        });
        // JSON inside a non-executed script element: allowed by the CSP, and '<' is escaped so it cannot end the element.
        const json = JSON.stringify(routes).replaceAll('<', '\\u003c');
        return [
          { tag: 'script', attrs: { type: 'application/json', id: 'sm-route-chunks' }, children: json, injectTo: 'head' },
          { tag: 'script', attrs: { src: '/route-preload.js', async: true }, injectTo: 'head' },
        ];
      },
    },
  };
}
