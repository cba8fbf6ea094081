import { Inject, Injectable, Logger } from '@nestjs/common';
import { type ClientProxy } from '@nestjs/microservices';
import { type AdStatusChangedEvent, type AdSubmittedEvent, EVENT_SUBJECTS, natsSubject } from '@surimarkt/contracts';
import { InjectEnv } from '@surimarkt/server';
import { LRUCache } from 'lru-cache';
import { type NatsConnection } from 'nats';
import { type Env } from '../config/env';
import { CacheNotices } from '../common/cache-notices.service';
import { NATS_CLIENT } from '../common/nats-client.token';
import { ResponseCache } from '../common/response-cache.service';
import { type SharedPage } from './shared-page';
import { StoredAdPages } from './stored-ad-pages';

/**
 * A write this gateway took that changes an ad's page (an edit, the sale status, a report, a renewal), or every ad's
 * page (`adId` null: the categories, a blocked user), told to every gateway replica, itself included. `stored`: the
 * page was rendered again and is in the store (nothing to render on the next visit).
 */
export const AD_PAGES_CHANGED = natsSubject('cache.ad-pages-changed');

export interface AdPagesChangedNotice {
  adId: number | null;
  stored?: boolean;
  /** Only the lists changed (see ResponseCache.clear('lists')). */
  listsOnly?: boolean;
}

/** What the store's renders are told: an ad whose page is out of date, or every ad (null). */
export type PageChangeListener = (adId: number | null) => void;

interface Render {
  page: Promise<SharedPage>;
  /** Set when the ad changed while it rendered: the page goes out to its waiting visitors but is not kept. */
  stale: boolean;
}

/**
 * For this long after an ad changed, its page is rendered for the visitor rather than read from the store, where the
 * page of before the change may still be until its render at write (ad-page-renders.ts) lands: the writer's next
 * request, and everyone's, sees the change.
 */
const CHANGED_RECENTLY_MS = 5000;

/**
 * Every ad's page, rendered once per change of the ad, never per visit: from this gateway's memory, else from the
 * store every replica shares (stored-ad-pages.ts, filled when the ad changes), else rendered now and stored. Every
 * replica drops a page from memory when it hears of the change: the ads-service's events for a decision and for an
 * edit sent back to review, and the gateways' notice for the writes they take. A notice lost in a broker outage
 * costs staleness up to PAGE_CACHE_TTL_MS in memory; a reconnected gateway starts its memory afresh.
 */
@Injectable()
export class AdPageCache {
  private readonly logger = new Logger('AdPages');
  private readonly memory: LRUCache<number, SharedPage> | null;
  private readonly rendering = new Map<number, Render>();
  private readonly changedAt = new Map<number, number>();
  private readonly listeners: PageChangeListener[] = [];

  constructor(
    notices: CacheNotices,
    responses: ResponseCache,
    private readonly stored: StoredAdPages,
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    @InjectEnv() env: Env,
  ) {
    this.memory =
      env.PAGE_CACHE_TTL_MS > 0
        ? new LRUCache<number, SharedPage>({
            ttl: env.PAGE_CACHE_TTL_MS,
            maxSize: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
            sizeCalculation: (page) => page.size,
          })
        : null;
    // The lists go too: a decision is applied after the back-office's call has answered (its clear came too early),
    // and another replica's write cleared only that replica's lists.
    const changed = (adId: number | null) => {
      this.drop(adId, true);
      responses.forget();
    };
    notices.on<AdStatusChangedEvent>(EVENT_SUBJECTS.adStatusChanged, ({ adId }) => changed(adId));
    notices.on<AdSubmittedEvent>(EVENT_SUBJECTS.adSubmitted, ({ adId }) => changed(adId));
    notices.on<AdPagesChangedNotice>(AD_PAGES_CHANGED, ({ adId, stored, listsOnly }) => {
      if (listsOnly) return responses.forget();
      if (stored && adId !== null) return this.drop(adId, false);
      changed(adId);
      // The writer started a new generation in the store before telling: no page of the old one is served here.
      if (adId === null) void this.stored.reload();
    });
    notices.afterReconnect(() => this.drop(null, false));
    // Every write the gateway takes empties its lists (ResponseCache.clear): the pages it touched go on every replica.
    responses.onClear((scope) => (scope === 'lists' ? this.tell({ adId: null, listsOnly: true }) : void this.changed(scope)));
  }

  /** Told of every change this gateway took (to render the pages again and store them). */
  onChange(listener: PageChangeListener): void {
    this.listeners.push(listener);
  }

  /**
   * The ad's page from memory, else from the store, else `render`'s (one render for every visitor asking at once),
   * then kept and stored; `rendered` when this request rendered it.
   */
  async get(adId: number, render: () => Promise<SharedPage>): Promise<{ page: SharedPage; rendered: boolean }> {
    const kept = this.memory?.get(adId);
    if (kept) return { page: kept, rendered: false };
    const running = this.rendering.get(adId);
    if (running) return { page: await running.page, rendered: false };
    if (!this.changedRecently(adId)) {
      const stored = await this.stored.read(adId).catch((error: unknown) => {
        this.logger.warn({ adId, error: String(error) }, 'page store unreadable; rendering the page');
        return null;
      });
      if (stored) {
        this.memory?.set(adId, stored);
        return { page: stored, rendered: false };
      }
    }
    const job: Render = { page: render(), stale: false };
    this.rendering.set(adId, job);
    try {
      const page = await job.page;
      if (!job.stale && page.keep) {
        this.memory?.set(adId, page);
        this.stored.write(adId, page).catch((error: unknown) => this.logger.warn({ adId, error: String(error) }, 'page not stored'));
      }
      return { page, rendered: true };
    } finally {
      if (this.rendering.get(adId) === job) this.rendering.delete(adId);
    }
  }

  /** A page rendered at write (or null: the ad has no public page now), stored, and every replica's memory told. */
  async replace(adId: number, page: SharedPage | null): Promise<void> {
    if (page) await this.stored.write(adId, page);
    else await this.stored.remove(adId);
    this.drop(adId, false);
    if (page) this.memory?.set(adId, page);
    this.tell({ adId, stored: true });
  }

  /** Drops the page here at once (the writer's next request sees the change) and tells every replica and the renders. */
  private async changed(adId: number | null): Promise<void> {
    this.drop(adId, true);
    if (adId === null)
      await this.stored.newGeneration().catch((error: unknown) => this.logger.warn({ error: String(error) }, 'no new generation'));
    this.tell({ adId });
    for (const listener of this.listeners) listener(adId);
  }

  private tell(notice: AdPagesChangedNotice): void {
    this.client
      .connect()
      .then(() => this.client.unwrap<NatsConnection>().publish(AD_PAGES_CHANGED, JSON.stringify(notice)))
      .catch(() => undefined);
  }

  /**
   * One ad's page, or every page (null). `recently`: the ad changed, its stored page is read from no store for a moment
   * (CHANGED_RECENTLY_MS); else its page was rendered at write and stored.
   */
  private drop(adId: number | null, recently: boolean): void {
    for (const [id, job] of this.rendering) {
      if (adId !== null && id !== adId) continue;
      job.stale = true;
      this.rendering.delete(id);
    }
    if (adId === null) {
      this.memory?.clear();
      return;
    }
    this.memory?.delete(adId);
    // A page rendered at write is in the store: read from there again at once.
    if (!recently) this.changedAt.delete(adId);
    else {
      if (this.changedAt.size >= 10_000) this.forgetOldChanges();
      this.changedAt.set(adId, Date.now());
    }
  }

  private forgetOldChanges(): void {
    const now = Date.now();
    for (const [adId, at] of this.changedAt) if (now - at >= CHANGED_RECENTLY_MS) this.changedAt.delete(adId);
  }

  private changedRecently(adId: number): boolean {
    const at = this.changedAt.get(adId);
    if (at === undefined) return false;
    if (Date.now() - at < CHANGED_RECENTLY_MS) return true;
    this.changedAt.delete(adId);
    return false;
  }
}
