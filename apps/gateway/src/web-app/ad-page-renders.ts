import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  ADS_SUBJECTS,
  type AdPageRenderEvent,
  type AdPagesSweepEvent,
  type AdStatusChangedEvent,
  type AdSubmittedEvent,
  EVENT_SUBJECTS,
} from '@surimarkt/contracts';
import { EventBus, InjectEnv } from '@surimarkt/server';
import { type Env } from '../config/env';
import { RpcClient } from '../common/rpc-client.service';
import { AdPageCache } from './ad-page-cache';
import { StoredAdPages } from './stored-ad-pages';
import { WebAppService } from './web-app.service';

/** Ids asked of the ads-service at once by a sweep. */
const IDS_PER_PAGE = 5000;
/** A progress line every so many pages rendered. */
const PROGRESS_EVERY = 1000;

/**
 * Renders an ad's page when the ad changes, and keeps it in the store every replica reads (AdPageCache), so no visitor
 * waits for a render: on the ads-service's events (approved, rejected, expired, removed, sent back to review) and on
 * this gateway's writes (an edit, sold, reserved, a report), each handled by one replica (JetStream's durable
 * consumers are shared by the gateways). A new build, or a change to every page, sweeps: every public ad's page is
 * rendered again in the background, spread over the replicas, with a progress line; the previous page is served
 * meanwhile (or, for a change to every page, a page rendered on its first visit).
 */
@Injectable()
export class AdPageRenders implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AdPages');
  private readonly bus: EventBus;
  private rendered = 0;
  private sweeping: { version: string; total: number; startedAt: number } | null = null;

  constructor(
    private readonly web: WebAppService,
    private readonly pages: AdPageCache,
    private readonly stored: StoredAdPages,
    private readonly rpc: RpcClient,
    @InjectEnv() private readonly env: Env,
  ) {
    this.bus = new EventBus(env.NATS_URL);
  }

  onApplicationBootstrap(): void {
    if (!this.stored.enabled) return;
    this.pages.onChange((adId) => void this.changed(adId));
    // In the background: a gateway with the broker or the build missing still starts, and renders pages on demand.
    void this.start().catch((error: unknown) => this.logger.warn({ error: String(error) }, 'pages are not rendered at write'));
  }

  private async start(): Promise<void> {
    // Two renders per render thread: a render mostly waits for its reads, and visitors' renders keep their room.
    const concurrency = Math.max(2, 2 * (this.env.SSR_THREADS ?? availableParallelism()));
    const render = (event: { adId: number }) => this.render(event.adId);
    await this.bus.consume<AdStatusChangedEvent>('gateway-ad-pages-status', EVENT_SUBJECTS.adStatusChanged, render, { concurrency });
    await this.bus.consume<AdSubmittedEvent>('gateway-ad-pages-submitted', EVENT_SUBJECTS.adSubmitted, render, { concurrency });
    await this.bus.consume<AdPageRenderEvent>('gateway-ad-pages', EVENT_SUBJECTS.adPageRender, render, { concurrency });
    await this.bus.consume<AdPagesSweepEvent>('gateway-ad-pages-sweep', EVENT_SUBJECTS.adPagesSweep, (event) => this.sweep(event));
    const template = await this.web.loadTemplate();
    if (template && (await this.stored.useBuild(template))) await this.requestSweep('a new build');
  }

  /** A write this gateway took: the ad's page rendered again by one replica; every page's, for a change to all. */
  private async changed(adId: number | null): Promise<void> {
    try {
      if (adId === null) await this.requestSweep('a change to every page');
      else {
        const event: AdPageRenderEvent = { eventId: randomUUID(), adId };
        await this.bus.publish(EVENT_SUBJECTS.adPageRender, event);
      }
    } catch (error) {
      // The page is then rendered on its next visit (AdPageCache), as before pages were kept.
      this.logger.warn({ adId, error: String(error) }, 'render at write not requested');
    }
  }

  /** Publishes the sweep of the store's current version: the same version twice is one sweep (JetStream's msgID). */
  private async requestSweep(reason: string): Promise<void> {
    const version = this.stored.version;
    this.logger.log(`every ad page to be rendered again for ${version} (${reason})`);
    const event: AdPagesSweepEvent = { eventId: `sweep:${version}`, version };
    await this.bus.publish(EVENT_SUBJECTS.adPagesSweep, event);
  }

  /** Lists every public ad and asks for its page, one event each, so every replica takes its share of the renders. */
  private async sweep({ version }: AdPagesSweepEvent): Promise<void> {
    if (version !== this.stored.version) return;
    let afterId = 0;
    let total = 0;
    const startedAt = Date.now();
    for (;;) {
      const { ids } = await this.rpc.send<{ ids: number[] }>(ADS_SUBJECTS.publicIds, { afterId, limit: IDS_PER_PAGE });
      if (!ids.length) break;
      const events: AdPageRenderEvent[] = ids.map((adId) => ({ eventId: `${version}:${adId}`, adId }));
      await Promise.all(events.map((event) => this.bus.publish(EVENT_SUBJECTS.adPageRender, event)));
      total += ids.length;
      afterId = ids[ids.length - 1];
    }
    this.sweeping = { version, total, startedAt };
    this.logger.log(`sweep ${version}: ${total} ad pages to render, listed in ${Date.now() - startedAt} ms`);
  }

  /** Renders the ad's page and stores it; an ad without a public page (rejected, removed, expired) loses its stored one. */
  private async render(adId: number): Promise<void> {
    const template = await this.web.loadTemplate();
    if (!template) return;
    let page;
    try {
      page = await this.web.renderAdPage(template, adId);
    } catch (error) {
      if (!WebAppService.isNotPublic(error)) throw error;
      page = null;
    }
    // A read that failed for now (a service down) must not be kept. Not retried either (a sweep would retry every ad
    // every two seconds while the service is down): the page's stored copy goes, and its next visitor renders it.
    if (page && !page.keep) {
      this.logger.warn({ adId }, 'a read failed while rendering: the page is rendered on its next visit');
      page = null;
    }
    await this.pages.replace(adId, page);
    this.rendered++;
    if (this.rendered % PROGRESS_EVERY === 0) {
      const sweep = this.sweeping;
      const rate = sweep ? Math.round((this.rendered * 1000) / Math.max(1, Date.now() - sweep.startedAt)) : null;
      this.logger.log(
        `${this.rendered} ad pages rendered by this gateway${sweep ? ` (sweep ${sweep.version}: ${sweep.total} in all, ${rate}/s)` : ''}`,
      );
    }
  }

  /** Renders still running are dropped, not waited for: their events come again to a gateway still running. */
  async onApplicationShutdown(): Promise<void> {
    await this.bus.stop({ waitForHandlers: false });
  }
}
