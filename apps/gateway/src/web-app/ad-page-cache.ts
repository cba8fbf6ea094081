import { Inject, Injectable } from '@nestjs/common';
import { type ClientProxy } from '@nestjs/microservices';
import { type AdStatusChangedEvent, type AdSubmittedEvent, EVENT_SUBJECTS, natsSubject } from '@surimarkt/contracts';
import { InjectEnv } from '@surimarkt/server';
import { LRUCache } from 'lru-cache';
import { type NatsConnection } from 'nats';
import { type Env } from '../config/env';
import { CacheNotices } from '../common/cache-notices.service';
import { NATS_CLIENT } from '../common/nats-client.token';
import { ResponseCache } from '../common/response-cache.service';
import { adIdOfPage } from './server-render';
import { type SharedPage } from './shared-page';

/**
 * A write this gateway took that changes an ad's page (an edit, the sale status, a report, a renewal), or every ad's
 * page (`adId` null: the exchange rate, the categories, a job), told to every gateway replica, itself included.
 */
export const AD_PAGES_CHANGED = natsSubject('cache.ad-pages-changed');

export interface AdPagesChangedNotice {
  adId: number | null;
}

interface Render {
  page: Promise<SharedPage>;
  /** Set when the ad changed while it rendered: the page goes out to its waiting visitors but is not kept. */
  stale: boolean;
}

/**
 * Guests' ad pages, kept until the ad changes rather than for the lists' few seconds: a page is rendered once per
 * change, not once per visit. Every gateway replica drops a page when it hears of the change, and its cached lists
 * with it: the ads-service's own events for a decision and for an edit sent back to review, and the gateways' notice
 * for the writes they take. A notice lost in a broker outage costs staleness up to PAGE_CACHE_TTL_MS; a reconnected
 * gateway starts afresh.
 */
@Injectable()
export class AdPageCache {
  private readonly pages: LRUCache<string, SharedPage> | null;
  /** The addresses each ad's page is kept under (/ad/7, /ad/7/, /ad/7?utm_source=...). */
  private readonly urlsOfAd = new Map<number, Set<string>>();
  private readonly rendering = new Map<string, Render & { adId: number }>();

  constructor(
    notices: CacheNotices,
    responses: ResponseCache,
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    @InjectEnv() env: Env,
  ) {
    this.pages =
      env.PAGE_CACHE_TTL_MS > 0
        ? new LRUCache<string, SharedPage>({
            ttl: env.PAGE_CACHE_TTL_MS,
            maxSize: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
            sizeCalculation: (page) => page.size,
            dispose: (_page, url) => this.forgetUrl(url),
          })
        : null;
    // The lists go too: a decision is applied after the back-office's call has answered (its clear came too early),
    // and another replica's write cleared only that replica's lists.
    const changed = (adId: number | null) => {
      this.drop(adId);
      responses.forget();
    };
    notices.on<AdStatusChangedEvent>(EVENT_SUBJECTS.adStatusChanged, ({ adId }) => changed(adId));
    notices.on<AdSubmittedEvent>(EVENT_SUBJECTS.adSubmitted, ({ adId }) => changed(adId));
    notices.on<AdPagesChangedNotice>(AD_PAGES_CHANGED, ({ adId }) => changed(adId));
    notices.afterReconnect(() => this.drop(null));
    // Every write the gateway takes empties its lists (ResponseCache.clear): the pages it touched go on every replica.
    responses.onClear((adId) => this.changed(adId));
  }

  /** The kept page at `url`, else `render`'s (one render for every visitor asking at once); `rendered` for the first. */
  async get(url: string, adId: number, render: () => Promise<SharedPage>): Promise<{ page: SharedPage; rendered: boolean }> {
    const kept = this.pages?.get(url);
    if (kept) return { page: kept, rendered: false };
    const running = this.rendering.get(url);
    if (running) return { page: await running.page, rendered: false };
    const job: Render & { adId: number } = { page: render(), stale: false, adId };
    this.rendering.set(url, job);
    try {
      const page = await job.page;
      if (!job.stale && page.keep && this.pages) {
        this.pages.set(url, page);
        this.urlsOfAd.set(adId, (this.urlsOfAd.get(adId) ?? new Set()).add(url));
      }
      return { page, rendered: true };
    } finally {
      if (this.rendering.get(url) === job) this.rendering.delete(url);
    }
  }

  /** Drops the page here at once (the writer's next request sees the change) and tells every replica. */
  private changed(adId: number | null): void {
    this.drop(adId);
    const notice: AdPagesChangedNotice = { adId };
    this.client
      .connect()
      .then(() => this.client.unwrap<NatsConnection>().publish(AD_PAGES_CHANGED, JSON.stringify(notice)))
      .catch(() => undefined);
  }

  /** One ad's pages, or every page (null). */
  private drop(adId: number | null): void {
    for (const [url, job] of this.rendering) {
      if (adId !== null && job.adId !== adId) continue;
      job.stale = true;
      this.rendering.delete(url);
    }
    if (adId === null) {
      this.pages?.clear();
      this.urlsOfAd.clear();
      return;
    }
    for (const url of this.urlsOfAd.get(adId) ?? []) this.pages?.delete(url);
    this.urlsOfAd.delete(adId);
  }

  private forgetUrl(url: string): void {
    const adId = adIdOfPage(url.split('?')[0]);
    const urls = adId === null ? undefined : this.urlsOfAd.get(adId);
    if (!urls?.delete(url) || urls.size) return;
    this.urlsOfAd.delete(adId!);
  }
}
