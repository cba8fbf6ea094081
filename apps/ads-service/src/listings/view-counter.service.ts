import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Cron, CronExpression, Interval } from '@nestjs/schedule';
import { LRUCache } from 'lru-cache';
import { DataSource, type EntityManager } from 'typeorm';

/** Views wait in memory at most this long before they are written. */
export const VIEWS_WRITTEN_EVERY_MS = 1000;
/** Batches remembered after their write, for reads that started before it (a read takes milliseconds). */
const BATCHES_REMEMBERED = 3;
const XID_SPAN = 2 ** 32;

/** One write of the waiting views, and the transaction (32-bit xid, as a row's xmin shows it) that makes it. */
interface Batch {
  views: Map<number, number>;
  /** The visitors behind the views, per ad: the write counts only those no replica counted today. */
  visitors: Map<number, Set<string>>;
  day: string;
  xid?: number;
}

/** Suriname's day (UTC-3 all year), as the view counter and the seller's figures count days. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Paramaribo' });
const today = () => dayFormat.format(new Date());

/**
 * Counts ad views in memory and writes them in one statement a second. Writing each view as it came made every ad
 * page a write and a commit (the ad page read at half the rate of a list at a million ads), and made the viewers
 * of one popular ad queue on its counter row. A graceful stop writes what is waiting; a crash loses at most the
 * last second. Several replicas each write their own views: the counter adds them up. Each visitor counts once per
 * ad and day: a replica remembers whom it counted, and the write counts only visitors no replica counted yet.
 */
@Injectable()
export class ViewCounter implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(ViewCounter.name);
  private waiting = new Map<number, number>();
  private waitingVisitors = new Map<number, Set<string>>();
  private waitingDay = today();
  /** Visitors this replica counted today, per ad: a repeated view costs no write. */
  private readonly counted = new LRUCache<string, true>({ max: 200_000 });
  /** The batches being written or written last, oldest first. */
  private batches: Batch[] = [];
  private writing: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts one view of an approved ad and answers its views: those stored as a read found them (`stored`, with the
   * xmin of its counter row), plus this replica's views not in that read. A write is a second's views of many ads
   * (a good part of a second at a million ads), so a read that meets one does not wait for it: the row's xmin tells
   * which of the batches it already saw.
   */
  add(adId: number, stored: number, xmin: number | null, visitor?: string): number {
    const day = today();
    if (day !== this.waitingDay) void this.write();
    const isNew = !visitor || !this.counted.has(`${day}|${adId}|${visitor}`);
    if (isNew) {
      this.waiting.set(adId, (this.waiting.get(adId) ?? 0) + 1);
      if (visitor) {
        this.counted.set(`${day}|${adId}|${visitor}`, true);
        const visitors = this.waitingVisitors.get(adId) ?? new Set<string>();
        this.waitingVisitors.set(adId, visitors.add(visitor));
      }
    }
    // A view answered while the service stops is written at once: the next interval would never come.
    if (this.stopping) void this.write();
    return this.current(adId, stored, xmin);
  }

  /** The ad's views as stored plus those counted here and not yet in what was read (xmin: the row's version). */
  current(adId: number, stored: number, xmin: number | null): number {
    let unseen = 0;
    for (const batch of this.batches) if (!seen(batch, xmin)) unseen += batch.views.get(adId) ?? 0;
    return stored + unseen + (this.waiting.get(adId) ?? 0);
  }

  /** Writes what waits (one write at a time, in order); resolves when it is stored. */
  @Interval('ad-views', VIEWS_WRITTEN_EVERY_MS)
  write(): Promise<void> {
    this.writing = this.writing.then(() => this.writeWaiting());
    return this.writing;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.write();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.write();
    if (this.waiting.size)
      this.logger.error(`${[...this.waiting.values()].reduce((a, b) => a + b, 0)} ad views could not be written before the stop`);
  }

  /** Views whose visitor a replica counted today already (another one, or this one before a restart) are taken back. */
  private async takeBackRepeatedVisitors(manager: EntityManager, batch: Batch): Promise<void> {
    const adIds: number[] = [];
    const visitors: string[] = [];
    for (const [adId, seen] of batch.visitors) {
      for (const visitor of seen) {
        adIds.push(adId);
        visitors.push(visitor);
      }
    }
    if (!adIds.length) return;
    await manager.query(
      `WITH "given" AS (SELECT * FROM unnest($2::int[], $3::varchar[]) AS g("ad_id", "visitor")),
       "fresh" AS (
         INSERT INTO "ads"."ad_view_visitors" ("day", "ad_id", "visitor") SELECT $1::date, "ad_id", "visitor" FROM "given"
         ON CONFLICT DO NOTHING RETURNING "ad_id", "visitor"),
       "repeated" AS (
         SELECT g."ad_id", count(*) AS "n" FROM "given" g
          WHERE NOT EXISTS (SELECT 1 FROM "fresh" f WHERE f."ad_id" = g."ad_id" AND f."visitor" = g."visitor") GROUP BY g."ad_id")
       UPDATE "ads"."ad_views" v SET "views" = GREATEST(v."views" - r."n", 0) FROM "repeated" r WHERE v."ad_id" = r."ad_id"`,
      [batch.day, adIds, visitors],
    );
  }

  /** Yesterday's visitors are still needed until today's first views are written; older days are not. */
  @Cron(CronExpression.EVERY_HOUR, { name: 'ad-view-visitors' })
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM "ads"."ad_view_visitors" WHERE "day" < $1::date - 1`, [today()]);
  }

  private async writeWaiting(): Promise<void> {
    if (this.waiting.size === 0) return;
    const batch: Batch = { views: this.waiting, visitors: this.waitingVisitors, day: this.waitingDay };
    this.waiting = new Map();
    this.waitingVisitors = new Map();
    this.waitingDay = today();
    this.batches.push(batch);
    // In id order, so two replicas writing at once lock the same rows in the same order. An ad removed meanwhile
    // has no counter to keep.
    const ids = [...batch.views.keys()].sort((a, b) => a - b);
    try {
      await this.dataSource.transaction(async (manager) => {
        const [{ xid }] = await manager.query(`SELECT (txid_current() % ${XID_SPAN})::int8 AS "xid"`);
        batch.xid = Number(xid);
        await manager.query(
          `INSERT INTO "ads"."ad_views" ("ad_id", "views")
           SELECT u."id", u."n" FROM unnest($1::int[], $2::bigint[]) AS u("id", "n")
           WHERE EXISTS (SELECT 1 FROM "ads"."ads" a WHERE a."id" = u."id")
           ON CONFLICT ("ad_id") DO UPDATE SET "views" = "ad_views"."views" + EXCLUDED."views"`,
          [ids, ids.map((id) => batch.views.get(id))],
        );
        await this.takeBackRepeatedVisitors(manager, batch);
      });
      if (this.batches.length > BATCHES_REMEMBERED) this.batches.shift();
    } catch (error) {
      // Kept for the next write: a database that is briefly away loses no views.
      this.batches = this.batches.filter((b) => b !== batch);
      for (const [id, n] of batch.views) this.waiting.set(id, (this.waiting.get(id) ?? 0) + n);
      this.logger.warn(`ad views not written yet: ${(error as Error).message}`);
    }
  }
}

/**
 * Whether a read whose counter row showed `xmin` saw the batch: the row was last written by the batch's own
 * transaction or a later one (xids compared the way PostgreSQL does, modulo 2^32). A batch still before its
 * transaction, or a row never written, was not seen.
 */
function seen(batch: Batch, xmin: number | null): boolean {
  if (batch.xid === undefined || xmin === null) return false;
  return (xmin - batch.xid + XID_SPAN) % XID_SPAN < XID_SPAN / 2;
}
