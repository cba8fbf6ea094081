import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type AddressInfo } from 'node:net';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type Ad, ADS_SUBJECTS, COMMON_MESSAGES, isPagePath } from '@surimarkt/contracts';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type Env } from '../config/env';
import { mayCarrySession, readCookie, SESSION_COOKIE } from '../auth/session-cookies';
import { type ResolvedSession, SessionResolver } from '../auth/session-resolver.service';
import { InjectEnv } from '@surimarkt/server';
import { clientIp } from '../common/client-ip';
import { visitorKey } from '../common/visitor-key';
import { CounterThrottlerStorage } from '../common/counter-throttler.storage';
import { acceptedEncoding, sendEncoded } from '../common/encoded-body';
import { ResponseCache } from '../common/response-cache.service';
import { errorFields, RpcClient } from '../common/rpc-client.service';
import { ViewRecorder } from '../recently-viewed/view-recorder.service';
import { SeoMetaService } from '../seo/seo-meta.service';
import { pageMetaRequest } from './page-meta-request';
import { SEO_MARKER, injectHead, renderSeoHead } from './seo-head';
import { renderHeaders } from './render-identity';
import { internalRequest } from './internal-request';
import {
  adIdOfPage,
  injectApp,
  injectAtHeadEnd,
  injectBeforeScripts,
  inlineStylesheets,
  isServerRendered,
  loadServerEntry,
  renderedHeadTags,
  routeChunksOf,
  type ServerEntry,
} from './server-render';
import { AdPageCache } from './ad-page-cache';
import { StoredAdPages } from './stored-ad-pages';
import { holdsPassingFailure } from './failed-reads';
import { pageRenderDuration, pageRendersTotal, watchRenderQueue } from './render-metrics';
import { RenderPool, RenderQueueFull } from './render-pool';
import { ShellCount } from './shell-count';
import { sharedPageState } from './shared-page-state';
import { SharedPage } from './shared-page';
import { staticFiles } from './static-files';

/** What renders a page: the worker threads' pool, or this thread. */
interface Renderer {
  render: ServerEntry['render'];
  close?(): Promise<void>;
}

const NOINDEX = '<meta name="robots" content="noindex" />';
/** Stylesheets up to this size are written into a rendered page (ours: 11 KB for the whole site, 0.5-4 KB a page). */
const INLINE_CSS_MAX = 32 * 1024;
const NOINDEX_FOLLOW = '<meta name="robots" content="noindex, follow" />';

/** No render for this page now (the render queue full, no server build, or not a page to keep): it goes out as the shell. */
class RendererBusy extends Error {}
type SharedOutcome = 'sent' | 'busy' | 'not shared';

/** A page that is not kept for everyone (not found, or a page the server does not render): answered the usual way. */
class NotShared extends Error {}

export const WEB_APP_NOT_BUILT = 'De web-app is nog niet gebouwd: npm run build';

// Paths the Nest routes answer; everything else that is a GET belongs to the web app.
const SERVER_PATHS = /^\/(api(\/|$)|uploads\/|sitemap\.xml$|robots\.txt$)/;

/**
 * Serves the built web app: its files, and for every other page index.html with that page's meta; the public pages
 * rendered on the server inside it.
 */
@Injectable()
export class WebAppService implements OnApplicationShutdown {
  private readonly logger = new Logger('WebApp');
  private readonly root: string;
  private template: string | null = null;
  private readonly stylesheets = new Map<string, string | null>();
  /** The route chunks' list in the template (read with it, once). */
  private routeChunks: ReturnType<typeof routeChunksOf> = [];
  private renderer: Renderer | null | undefined;
  private readonly shells = new ShellCount(this.logger);
  private readonly pageLimiter = new CounterThrottlerStorage();

  constructor(
    private readonly seo: SeoMetaService,
    private readonly cache: ResponseCache,
    private readonly adPages: AdPageCache,
    private readonly stored: StoredAdPages,
    private readonly history: ViewRecorder,
    private readonly rpc: RpcClient,
    private readonly sessions: SessionResolver,
    private readonly adapterHost: HttpAdapterHost,
    @InjectEnv() private readonly env: Env,
  ) {
    this.root = path.resolve(env.WEB_DIST_DIR);
  }

  /** Whether a render failed because the page is nobody's to keep (not found, not public). */
  static isNotPublic(error: unknown): boolean {
    return error instanceof NotShared;
  }

  handler(): RequestHandler {
    const files = staticFiles(this.root);
    return (req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
      // A server-rendered page's address never names a file: no disk lookup first (it was 9 % of a render's cost).
      if (isServerRendered(req.path)) return void this.sendPage(req, res).catch(next);
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
    let shared: SharedOutcome = 'not shared';
    if (isPagePath(req.path) && isServerRendered(req.path) && this.loadRenderer()) {
      shared = await this.sendSharedPage(template, req, res, isGuest);
      if (shared === 'sent') return;
    }
    let page = isPagePath(req.path) ? await this.renderPage(template, req) : { html: this.notFoundPage(template), status: 404 };
    if (page.status === 404) page = (await this.ownersAdPage(template, req)) ?? page;
    // With the render queue full the page is the shell at once, not a second try at the queue.
    if (page.status === 200 && isServerRendered(req.path) && shared !== 'busy') page.html = await this.withRenderedApp(page.html, req);
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
   * A public page rendered once for everyone and kept as sent, so a page from the cache costs no render, no meta
   * lookup and no compression: an ad page until the ad changes (AdPageCache), the lists as the API's lists are (same
   * time-to-live, cleared together). A visitor with a session cookie gets the same page, their header filled in by
   * their browser. An ad page served from there still counts its view. 'busy' when the render queue was full (the
   * caller then sends the shell, uncached); 'not shared' for a page that is not everyone's (not found, an owner's ad).
   */
  private async sendSharedPage(template: string, req: Request, res: Response, isGuest: boolean): Promise<SharedOutcome> {
    const adId = adIdOfPage(req.path);
    try {
      let page: SharedPage;
      if (adId) {
        page = (await this.adPages.get(adId, () => this.renderAdPage(template, adId, req))).page;
        // Every view is counted here: the page's render (at write, or now for this visitor) counted none.
        void this.countView(req, adId, isGuest);
        // Into a logged-in visitor's history, as the API's read of the ad does (the page was rendered as for a guest).
        if (!isGuest) this.history.recordInBackground(req, adId);
      } else {
        page = await this.cache.getOrLoad('page', { url: req.originalUrl }, () => this.renderShared(template, req, null));
      }
      await page.body.prepare(acceptedEncoding(req));
      if (isGuest) sendEncoded(req, res, page.body, 'no-cache');
      else {
        // Never kept by a cache on the way, whose next visitor could be someone else.
        res.vary('Cookie');
        sendEncoded(req, res, page.body, 'private, no-store');
      }
      return 'sent';
    } catch (error) {
      this.noteRenderFailure(error, req);
      return error instanceof RendererBusy ? 'busy' : 'not shared';
    }
  }

  /**
   * The ad's page everyone gets, rendered for the store (ad-page-renders.ts) or for the visitor who found none there
   * (`req`, whose address the render's reads carry); null when the ad has no public page (not found, removed).
   */
  async renderAdPage(template: string, adId: number, req?: Request): Promise<SharedPage> {
    const path = `/ad/${adId}`;
    return this.renderShared(template, req ?? internalRequest(path), path);
  }

  /**
   * A public page rendered as for a guest (no cookie), the page everyone gets; `storePath` renders that ad page, whose
   * reads count no view (see isStoreRender). NotShared when the page is not everyone's (not found).
   */
  private async renderShared(template: string, req: Request, storePath: string | null): Promise<SharedPage> {
    // The head's meta and the render's data are separate reads: side by side, a page waits for the slower alone.
    const rendering = this.renderEntry(req, null, storePath);
    // Handled now, awaited below: a render that fails while the meta is read (the pool stopping) is no unhandled rejection.
    rendering.catch(() => undefined);
    const meta = await this.renderPage(template, storePath ? internalRequest(storePath) : req);
    if (meta.status !== 200) throw new NotShared();
    const { html, apiState } = await rendering;
    return new SharedPage(
      this.composePage(meta.html, storePath ?? req.path, html, sharedPageState(apiState)),
      !holdsPassingFailure(apiState),
    );
  }

  /**
   * A page from the cache still counts its view: a logged-in visitor's as theirs (one a day, as the API counts). An
   * event, not a request: the ads-service counts it without reading the ad, and nobody waits.
   */
  private async countView(req: Request, adId: number, isGuest: boolean): Promise<void> {
    let user: ResolvedSession['user'] | undefined;
    try {
      user = isGuest ? undefined : (await this.sessions.resolve(req))?.user;
    } catch {
      // Counted as the browser's view when the session cannot be read: a view is not worth failing the page for.
    }
    const visitor = visitorKey(user ? Object.assign(Object.create(req) as Request, { user }) : req);
    this.rpc.emit(ADS_SUBJECTS.viewCounted, { id: adId, visitor, ...(user ? { viewerId: user.id } : {}) });
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

  /** A busy renderer is expected under load, and counted; any other failure is worth a line. */
  private noteRenderFailure(error: unknown, req: Request): void {
    if (error instanceof RendererBusy) this.shells.add();
    else if (!(error instanceof NotShared))
      this.logger.warn({ path: req.path, ...errorFields(error) }, 'server render failed; the browser renders the page');
  }

  /**
   * The page's first screen rendered by the web app's own components, with the data in the page for the browser's
   * store, inside the shell. With the render queue full it refuses (RendererBusy).
   */
  private async renderApp(shell: string, req: Request): Promise<string> {
    const { html, apiState } = await this.renderEntry(req, req.headers.cookie ?? null);
    return this.composePage(shell, req.path, html, apiState);
  }

  private async renderEntry(
    req: Request,
    cookie: string | null,
    storePath: string | null = null,
  ): Promise<{ html: string; apiState: unknown }> {
    const renderer = this.loadRenderer();
    if (!renderer) {
      pageRendersTotal.inc({ outcome: 'shell' });
      throw new RendererBusy();
    }
    const stopTimer = pageRenderDuration.startTimer();
    try {
      const rendered = await renderer.render({
        url: storePath ?? req.originalUrl,
        apiOrigin: this.ownOrigin(req),
        cookie,
        headers: renderHeaders(clientIp(req), req.headers['user-agent'], storePath !== null),
      });
      stopTimer();
      pageRendersTotal.inc({ outcome: 'rendered' });
      return rendered;
    } catch (error) {
      pageRendersTotal.inc({ outcome: error instanceof RenderQueueFull ? 'shell' : 'failed' });
      throw error instanceof RenderQueueFull ? new RendererBusy() : error;
    }
  }

  private composePage(shell: string, pathname: string, html: string, apiState: unknown): string {
    const { head, styles, body } = renderedHeadTags(pathname, html, apiState, this.routeChunks);
    const page = injectApp(injectAtHeadEnd(injectBeforeScripts(shell, head), styles), body);
    return inlineStylesheets(page, (href) => this.stylesheet(href));
  }

  /** The worker threads' pool (SSR_THREADS, one per core by default), or this thread's own renderer for 0. */
  private loadRenderer(): Renderer | null {
    if (this.renderer === undefined) {
      const dir = this.env.WEB_SSR_DIR;
      const threads = this.env.SSR_THREADS ?? availableParallelism();
      if (!existsSync(path.resolve(dir, 'entry-server.cjs'))) this.renderer = null;
      else if (threads > 0) {
        const pool = new RenderPool(dir, { threads, concurrent: this.env.SSR_MAX_CONCURRENT, queue: this.env.SSR_QUEUE_MAX });
        watchRenderQueue(() => pool.queueSize);
        this.renderer = pool;
      } else this.renderer = this.inThisThread(loadServerEntry(dir));
      if (!this.renderer) this.logger.warn(`no server build in ${dir}: pages are rendered in the browser only`);
    }
    return this.renderer;
  }

  /** Renders on this thread, at most SSR_MAX_CONCURRENT at once: beyond, the page goes out as the shell. */
  private inThisThread(entry: ServerEntry | null): Renderer | null {
    if (!entry) return null;
    let rendering = 0;
    return {
      render: async (request) => {
        if (rendering >= this.env.SSR_MAX_CONCURRENT) throw new RenderQueueFull();
        rendering++;
        try {
          return await entry.render(request);
        } finally {
          rendering--;
        }
      },
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.renderer?.close?.();
  }

  /**
   * This process, at the address the request came in on (each replica renders with its own API); without a request
   * (a render at write), at the address it listens on.
   */
  private ownOrigin(req?: Request): string {
    if (req?.socket) {
      const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
      return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
    }
    const listening = this.adapterHost.httpAdapter?.getHttpServer()?.address() as AddressInfo | string | null | undefined;
    return `http://127.0.0.1:${typeof listening === 'object' && listening ? listening.port : this.env.PORT}`;
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
  async loadTemplate(): Promise<string | null> {
    if (this.template) return this.template;
    try {
      const html = await readFile(path.join(this.root, 'index.html'), 'utf8');
      if (!html.includes(SEO_MARKER)) this.logger.warn(`index.html has no ${SEO_MARKER} marker; tags go before </head>`);
      this.routeChunks = routeChunksOf(html);
      // The stored ad pages of this build (and their fallback, the previous build's) are the ones served.
      void this.stored.useBuild(html).catch(() => undefined);
      this.template = html;
      return html;
    } catch {
      return null;
    }
  }
}
