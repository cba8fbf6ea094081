import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { type Ad, ADS_SUBJECTS, COMMON_MESSAGES, isPagePath } from '@surimarkt/contracts';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type Env } from '../config/env';
import { mayCarrySession, readCookie, SESSION_COOKIE } from '../auth/session-cookies';
import { SessionResolver } from '../auth/session-resolver.service';
import { InjectEnv } from '@surimarkt/server';
import { clientIp } from '../common/client-ip';
import { visitorKey } from '../common/visitor-key';
import { CounterThrottlerStorage } from '../common/counter-throttler.storage';
import { EncodedBody, sendEncoded } from '../common/encoded-body';
import { ResponseCache } from '../common/response-cache.service';
import { errorFields, RpcClient } from '../common/rpc-client.service';
import { SeoMetaService } from '../seo/seo-meta.service';
import { pageMetaRequest } from './page-meta-request';
import { SEO_MARKER, injectHead, renderSeoHead } from './seo-head';
import { renderHeaders } from './render-identity';
import {
  adIdOfPage,
  injectAfterEntryPreloads,
  injectApp,
  injectBeforeScripts,
  inlineStylesheets,
  isServerRendered,
  loadServerEntry,
  renderedHeadTags,
  routeChunksOf,
  type ServerEntry,
} from './server-render';
import { staticFiles } from './static-files';

const NOINDEX = '<meta name="robots" content="noindex" />';
/** Stylesheets up to this size are written into a rendered page (ours: 11 KB for the whole site, 0.5-4 KB a page). */
const INLINE_CSS_MAX = 32 * 1024;
const NOINDEX_FOLLOW = '<meta name="robots" content="noindex, follow" />';

/** No render for this page now (every slot taken, no server build, or not a page to keep): it goes out as the shell. */
class RendererBusy extends Error {}

export const WEB_APP_NOT_BUILT = 'De web-app is nog niet gebouwd: npm run build';

// Paths the Nest routes answer; everything else that is a GET belongs to the web app.
const SERVER_PATHS = /^\/(api(\/|$)|uploads\/|sitemap\.xml$|robots\.txt$)/;

/**
 * Serves the built web app: its files, and for every other page index.html with that page's meta; the public pages
 * rendered on the server inside it.
 */
@Injectable()
export class WebAppService {
  private readonly logger = new Logger('WebApp');
  private readonly root: string;
  private template: string | null = null;
  private readonly stylesheets = new Map<string, string | null>();
  /** The route chunks' list in the template (read with it, once). */
  private routeChunks: ReturnType<typeof routeChunksOf> = [];
  private serverEntry: ServerEntry | null | undefined;
  private rendering = 0;
  private readonly pageLimiter = new CounterThrottlerStorage();

  constructor(
    private readonly seo: SeoMetaService,
    private readonly cache: ResponseCache,
    private readonly rpc: RpcClient,
    private readonly sessions: SessionResolver,
    @InjectEnv() private readonly env: Env,
  ) {
    this.root = path.resolve(env.WEB_DIST_DIR);
  }

  handler(): RequestHandler {
    const files = staticFiles(this.root);
    return (req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
      files(req, res, () => {
        if (req.path.startsWith('/assets/')) {
          res.status(404).type('text/plain').send(COMMON_MESSAGES.notFound);
          return;
        }
        this.sendPage(req, res).catch(next);
      });
    };
  }

  /**
   * index.html with the page's title and meta tags. An unknown path, or an ad or category that does not exist (or
   * no longer: removed, expired), is answered 404 with noindex; the web app shows its Dutch not-found page.
   */
  private async sendPage(req: Request, res: Response): Promise<void> {
    // Pages are answered before Nest's routing (and its throttler): the same default limit, in a bucket of their own.
    const limit = await this.pageLimiter.increment(
      clientIp(req),
      this.env.THROTTLE_TTL_MS,
      this.env.THROTTLE_LIMIT,
      this.env.THROTTLE_TTL_MS,
      'pages',
    );
    if (limit.isBlocked) {
      res.status(429).setHeader('Retry-After', String(limit.timeToBlockExpire));
      res.type('text/plain; charset=utf-8').send(COMMON_MESSAGES.tooManyRequests);
      return;
    }
    const template = await this.loadTemplate();
    if (!template) {
      res.status(503).type('text/plain; charset=utf-8').send(WEB_APP_NOT_BUILT);
      return;
    }
    const isGuest = !mayCarrySession(req);
    if (isPagePath(req.path) && isServerRendered(req.path) && isGuest && this.loadEntry()) {
      if (await this.sendSharedPage(template, req, res)) return;
    }
    let page = isPagePath(req.path) ? await this.renderPage(template, req) : { html: this.notFoundPage(template), status: 404 };
    if (page.status === 404) page = (await this.ownersAdPage(template, req)) ?? page;
    if (page.status === 200 && isServerRendered(req.path)) page.html = await this.withRenderedApp(page.html, req);
    // A page that may carry a visitor's name is theirs alone: no cache on the way may keep or share it.
    res
      .status(page.status)
      .type('html')
      .setHeader('Cache-Control', isGuest ? 'no-cache' : 'private, no-store');
    res.setHeader('Vary', 'Cookie');
    res.send(page.html);
  }

  /**
   * An ad that is not public (waiting for review, rejected) is still its owner's page: they open it from Mijn
   * advertenties and see its state. Nobody's search result, so noindex; for everyone else it stays 404.
   */
  private async ownersAdPage(template: string, req: Request): Promise<{ html: string; status: number } | null> {
    const adId = adIdOfPage(req.path);
    if (!adId || !readCookie(req, SESSION_COOKIE)) return null;
    try {
      const session = await this.sessions.resolve(req);
      if (!session?.user) return null;
      const ad = await this.rpc.send<Ad>(
        ADS_SUBJECTS.view,
        { id: adId, viewerId: session.user.id },
        { timeoutMs: this.env.HEALTH_TIMEOUT_MS },
      );
      return { html: injectHead(template, `${ad.title} | ${this.env.SITE_NAME}`, NOINDEX), status: 200 };
    } catch {
      return null;
    }
  }

  private notFoundPage(template: string): string {
    return injectHead(template, this.env.SITE_NAME, NOINDEX);
  }

  private async renderPage(template: string, req: Request): Promise<{ html: string; status: number }> {
    // The back-office is nobody's search result.
    if (req.path.startsWith('/admin')) return { html: injectHead(template, `Admin | ${this.env.SITE_NAME}`, NOINDEX), status: 200 };
    const generic = { html: injectHead(template, this.env.SITE_NAME, ''), status: 200 };
    const request = pageMetaRequest(req.path, req.query as Record<string, unknown>);
    if (!request) return generic;
    try {
      // Short timeout: a slow ads-service must not hold the page, which works without the meta.
      const options = { timeoutMs: this.env.HEALTH_TIMEOUT_MS };
      const [{ metaData }, isEmptySearch] = await Promise.all([
        this.seo.getMeta(request, options),
        request.type === 'search' && request.q ? this.seo.hasNoResults(request.q, options) : Promise.resolve(false),
      ]);
      const head = renderSeoHead(metaData, {
        siteName: this.env.SITE_NAME,
        publicUrl: this.env.PUBLIC_URL,
        ogType: request.type === 'ad' ? 'product' : 'website',
      });
      // A search without results is not worth indexing, but its links are.
      return { html: injectHead(template, head.title, isEmptySearch ? `${head.tags}\n    ${NOINDEX_FOLLOW}` : head.tags), status: 200 };
    } catch (error) {
      if ((error as { getStatus?: () => number }).getStatus?.() === 404) return { html: this.notFoundPage(template), status: 404 };
      this.logger.warn({ path: req.path, ...errorFields(error) }, 'page meta unavailable');
      return generic;
    }
  }

  /**
   * A guest's page, kept whole as the API's lists are (same time-to-live, cleared together) and already compressed,
   * so a page from the cache costs no render, no meta lookup and no compression. An ad page served from there still
   * counts its view. False when it could not be rendered (the caller then sends the shell, uncached).
   */
  private async sendSharedPage(template: string, req: Request, res: Response): Promise<boolean> {
    let rendered = false;
    try {
      const page = await this.cache.getOrLoad('page', { url: req.originalUrl }, async () => {
        rendered = true;
        const meta = await this.renderPage(template, req);
        if (meta.status !== 200) throw new RendererBusy();
        return new EncodedBody(Buffer.from(await this.renderApp(meta.html, req)), 'text/html; charset=utf-8').precompress();
      });
      const adId = adIdOfPage(req.path);
      if (adId && !rendered) this.rpc.send(ADS_SUBJECTS.view, { id: adId, visitor: visitorKey(req) }).catch(() => undefined);
      sendEncoded(req, res, page, 'no-cache');
      return true;
    } catch (error) {
      this.noteRenderFailure(error, req);
      return false;
    }
  }

  /** A logged-in visitor's page: rendered for them alone (their header), never kept. */
  private async withRenderedApp(shell: string, req: Request): Promise<string> {
    try {
      return await this.renderApp(shell, req);
    } catch (error) {
      this.noteRenderFailure(error, req);
      return shell;
    }
  }

  /** A busy renderer is expected under load; any other failure is worth a line. */
  private noteRenderFailure(error: unknown, req: Request): void {
    if (!(error instanceof RendererBusy))
      this.logger.warn({ path: req.path, ...errorFields(error) }, 'server render failed; the browser renders the page');
  }

  /**
   * The page's first screen rendered by the web app's own components, with the data in the page for the browser's
   * store, inside the shell. Beyond SSR_MAX_CONCURRENT renders at once it refuses (RendererBusy).
   */
  private async renderApp(shell: string, req: Request): Promise<string> {
    const entry = this.loadEntry();
    if (!entry) throw new RendererBusy();
    if (this.rendering >= this.env.SSR_MAX_CONCURRENT) throw new RendererBusy();
    this.rendering++;
    try {
      const { html, apiState } = await entry.render({
        url: req.originalUrl,
        apiOrigin: this.ownOrigin(req),
        cookie: req.headers.cookie ?? null,
        headers: renderHeaders(clientIp(req), req.headers['user-agent']),
      });
      const { head, chunks, body } = renderedHeadTags(req.path, html, apiState, this.routeChunks);
      return inlineStylesheets(injectApp(injectAfterEntryPreloads(injectBeforeScripts(shell, head), chunks), body), (href) =>
        this.stylesheet(href),
      );
    } finally {
      this.rendering--;
    }
  }

  private loadEntry(): ServerEntry | null {
    if (this.serverEntry === undefined) {
      this.serverEntry = loadServerEntry(this.env.WEB_SSR_DIR);
      if (!this.serverEntry) this.logger.warn(`no server build in ${this.env.WEB_SSR_DIR}: pages are rendered in the browser only`);
    }
    return this.serverEntry;
  }

  /** This process, at the address the request came in on (each replica renders with its own API). */
  private ownOrigin(req: Request): string {
    const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
    return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
  }

  /** A stylesheet of the build, read once (its name changes with its content); null when missing or too big to inline. */
  private stylesheet(href: string): string | null {
    let css = this.stylesheets.get(href);
    if (css === undefined) {
      try {
        const text = readFileSync(path.join(this.root, href), 'utf8');
        css = text.length <= INLINE_CSS_MAX ? text : null;
      } catch {
        css = null;
      }
      this.stylesheets.set(href, css);
    }
    return css;
  }

  /** Read once and kept in memory; a missing build is looked for again on the next request. */
  private async loadTemplate(): Promise<string | null> {
    if (this.template) return this.template;
    try {
      const html = await readFile(path.join(this.root, 'index.html'), 'utf8');
      if (!html.includes(SEO_MARKER)) this.logger.warn(`index.html has no ${SEO_MARKER} marker; tags go before </head>`);
      this.routeChunks = routeChunksOf(html);
      this.template = html;
      return html;
    } catch {
      return null;
    }
  }
}
