import { Injectable, Logger } from '@nestjs/common';
import { type AdFeaturedEvent, type AdStatusChangedEvent, PUSH_TEXTS, PUSH_URLS } from '@surimarkt/contracts';
import { InjectEnv, markHandled, OutboxRelay, siteOf } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import { addUserMail } from '../ads/user-mail';
import { addUserPush, pushImage } from '../ads/user-push';
import { type Env } from '../config/env';
import { ExchangeRates } from '../exchange-rates/exchange-rates.service';
import { alertReason, type AlertAd, dailyDigestMail, instantAlertMail } from './alert-mails';
import { FiltersService } from '../filters/filters.service';
import { adForMatching, type AdForMatching, type MatchedSearch, matchingSearches } from './alert-matcher';
import { unsubscribeToken } from './unsubscribe-token';

interface PendingRow {
  saved_search_id: number;
  ad_id: number;
  user_id: string;
  name: string;
}

const BATCH = 200;
// A digest names at most this many ads (the newest); the rest are still on the site.
const DIGEST_MAX = 20;

/**
 * Alerts of saved searches. An ad's approval (its adStatusChanged event, handled once per event id) records one
 * delivery per matching search, and its featuring (adFeatured) one per search of the featured ads' page; a delivery
 * is unique per search and ad, so an ad approved (or featured) again never alerts again. Deliveries are then sent,
 * instantly or in the 08:00 digest, in the transaction that marks them sent: each goes out once even if the service
 * stops in between. At send time the match is checked again, so an ad that went
 * offline or stopped matching (edited, paused search) is dropped instead of mailed.
 */
@Injectable()
export class SavedSearchAlerts {
  private readonly logger = new Logger(SavedSearchAlerts.name);
  private readonly site: { publicUrl: string; siteName: string };
  private sending?: Promise<void>;
  private again = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
    private readonly rates: ExchangeRates,
    private readonly filters: FiltersService,
    @InjectEnv() private readonly env: Env,
  ) {
    this.site = siteOf(env);
  }

  /** The approval event: records the deliveries for the matching searches, then sends the instant ones. */
  async onAdStatusChanged(event: AdStatusChangedEvent): Promise<void> {
    if (event.status !== 'approved') return;
    await this.record(event.eventId, event.adId, () => true);
  }

  /** An online ad became featured: the featured ads' page's searches get it (the others had it at its approval). */
  async onAdFeatured(event: AdFeaturedEvent): Promise<void> {
    await this.record(event.eventId, event.adId, (search) => search.featured);
  }

  /** Records, once per event, one delivery per matching search that `wanted` keeps; then sends the instant ones. */
  private async record(eventId: string, adId: number, wanted: (search: MatchedSearch) => boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await markHandled(manager, 'ads', eventId))) return;
      const ad = await adForMatching(manager, adId);
      if (!ad) return;
      const searches = (await this.matches(manager, ad)).filter(wanted);
      if (!searches.length) return;
      await manager.query(
        `INSERT INTO "ads"."alert_deliveries" ("saved_search_id", "ad_id") SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING`,
        [searches.map((s) => s.id), ad.id],
      );
    });
    await this.sendInstant();
  }

  /** Every pending delivery of an instant search; concurrent calls share one run. */
  sendInstant(): Promise<void> {
    if (this.sending) {
      // A delivery recorded while a run is under way may come after its read: one more run follows.
      this.again = true;
      return this.sending;
    }
    this.sending = this.sendPending('instant')
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`instant alerts not sent yet: ${(error as Error)?.message ?? error}`))
      .finally(() => {
        this.sending = undefined;
        if (this.again) {
          this.again = false;
          void this.sendInstant();
        }
      });
    return this.sending;
  }

  /** The 08:00 digest: one mail per daily search with what is still matching; answers how many new ads it went over. */
  async sendDailyDigests(): Promise<{ alerts: number }> {
    return { alerts: await this.sendPending('daily') };
  }

  /** Answers how many pending alerts it handled. */
  private async sendPending(frequency: 'instant' | 'daily'): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await this.dataSource.transaction(async (manager) => {
        const pending: PendingRow[] = await manager.query(
          `SELECT d."saved_search_id", d."ad_id", s."user_id", s."name"
             FROM "ads"."alert_deliveries" d JOIN "ads"."saved_searches" s ON s."id" = d."saved_search_id"
            WHERE d."sent_at" IS NULL AND s."frequency" = $1
            ORDER BY d."saved_search_id", d."created_at" LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED`,
          [frequency],
        );
        if (!pending.length) return 0;
        const bySearch = new Map<number, PendingRow[]>();
        for (const row of pending) bySearch.set(row.saved_search_id, [...(bySearch.get(row.saved_search_id) ?? []), row]);
        const mailed: [number, number][] = [];
        for (const rows of bySearch.values()) {
          const ads = await this.stillMatching(manager, rows);
          if (!ads.length) continue;
          for (const ad of ads) mailed.push([rows[0].saved_search_id, ad.id]);
          if (frequency === 'instant')
            for (const ad of ads) {
              await this.mail(manager, rows[0], (ctx) => instantAlertMail(ad, ctx));
              await addUserPush(this.outbox, manager, rows[0].user_id, {
                kind: 'alert',
                title: ad.title,
                body: PUSH_TEXTS.alertMatched(rows[0].name),
                url: PUSH_URLS.ad(ad.id),
                ...pushImage(ad.images),
              });
            }
          else await this.mail(manager, rows[0], (ctx) => dailyDigestMail(ads.slice(0, DIGEST_MAX), ctx));
        }
        await manager.query(
          `UPDATE "ads"."alert_deliveries" d SET "sent_at" = now(),
             "mailed" = EXISTS (SELECT 1 FROM unnest($3::int[], $4::int[]) m(s, a) WHERE m.s = d."saved_search_id" AND m.a = d."ad_id")
            WHERE ("saved_search_id", "ad_id") IN (SELECT * FROM unnest($1::int[], $2::int[]))`,
          [pending.map((p) => p.saved_search_id), pending.map((p) => p.ad_id), mailed.map((m) => m[0]), mailed.map((m) => m[1])],
        );
        return pending.length;
      });
      if (handled) void this.outbox.flush();
      total += handled;
      if (handled < BATCH) return total;
    }
  }

  /** The other users' searches the ad matches: words, category, place and price, then each search's 'kenmerken'. */
  private async matches(manager: EntityManager, ad: AdForMatching): Promise<MatchedSearch[]> {
    const searches = await matchingSearches(manager, ad, await this.rates.eurToSrd());
    const kept: MatchedSearch[] = [];
    for (const search of searches) if (!search.attr || (await this.filters.adHasAttributes(manager, ad, search.attr))) kept.push(search);
    return kept;
  }

  /** The pending ads of one search that it still matches now (the ad online, the search active and unchanged in effect). */
  private async stillMatching(manager: EntityManager, rows: PendingRow[]): Promise<AlertAd[]> {
    const result: AlertAd[] = [];
    for (const row of rows) {
      const ad = await adForMatching(manager, row.ad_id);
      if (!ad || !(await this.matches(manager, ad)).some((s) => s.id === row.saved_search_id)) continue;
      const [shown]: AlertAd[] = await manager.query(
        `SELECT "id", "title", "price", "currency", "location", "images" FROM "ads"."ads" WHERE "id" = $1`,
        [row.ad_id],
      );
      result.push(shown);
    }
    return result.reverse();
  }

  private async mail(
    manager: EntityManager,
    search: PendingRow,
    compose: (ctx: {
      publicUrl: string;
      siteName: string;
      searchName: string;
      unsubscribeUrl: string;
    }) => ReturnType<typeof instantAlertMail>,
  ): Promise<void> {
    const token = unsubscribeToken(this.env.SESSION_SECRET, search.saved_search_id);
    const unsubscribeUrl = `${this.site.publicUrl}/unsubscribe?token=${token}`;
    const oneClickUrl = `${this.site.publicUrl}/api/saved-searches/unsubscribe?token=${token}`;
    const mail = compose({ ...this.site, searchName: search.name, unsubscribeUrl });
    await addUserMail(this.outbox, manager, search.user_id, { ...mail, kind: 'alert' }, { oneClickUrl, reason: alertReason(search.name) });
  }
}
