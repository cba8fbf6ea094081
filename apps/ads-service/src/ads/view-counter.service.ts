import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';

/** Views wait in memory at most this long before they are written. */
export const VIEWS_WRITTEN_EVERY_MS = 1000;

/**
 * Counts ad views in memory and writes them in one statement a second. Writing each view as it came made every ad
 * page a write and a commit (the ad page read at half the rate of a list at a million ads), and made the viewers
 * of one popular ad queue on its counter row. A graceful stop writes what is waiting; a crash loses at most the
 * last second. Several replicas each write their own views: the counter adds them up.
 */
@Injectable()
export class ViewCounter implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(ViewCounter.name);
  private waiting = new Map<number, number>();
  private writing: Promise<void> = Promise.resolve();
  /** A batch is on its way to the database; `writes` counts those that arrived. */
  private isWriting = false;
  private writes = 0;
  private stopping = false;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Runs a read of stored views so that the views waiting here add up exactly with it: a read that overlapped a
   * write may or may not have seen it, so it is read again once the write has arrived.
   */
  async read<T>(read: () => Promise<T>): Promise<T> {
    for (;;) {
      const writes = this.writes;
      const result = await read();
      if (!this.isWriting && this.writes === writes) return result;
      await this.writing;
    }
  }

  /** Counts one view of an approved ad; returns how many of its views wait to be written, this one included. */
  add(adId: number): number {
    const n = (this.waiting.get(adId) ?? 0) + 1;
    this.waiting.set(adId, n);
    // A view answered while the service stops is written at once: the next interval would never come.
    if (this.stopping) void this.write();
    return n;
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
    if (this.waiting.size) this.logger.error(`${[...this.waiting.values()].reduce((a, b) => a + b, 0)} ad views could not be written before the stop`);
  }

  private async writeWaiting(): Promise<void> {
    if (this.waiting.size === 0) return;
    const batch = this.waiting;
    this.waiting = new Map();
    // In id order, so two replicas writing at once lock the same rows in the same order. An ad removed meanwhile
    // has no counter to keep.
    const ids = [...batch.keys()].sort((a, b) => a - b);
    this.isWriting = true;
    try {
      await this.dataSource.query(
        `INSERT INTO "ads"."ad_views" ("ad_id", "views")
         SELECT u."id", u."n" FROM unnest($1::int[], $2::bigint[]) AS u("id", "n")
         WHERE EXISTS (SELECT 1 FROM "ads"."ads" a WHERE a."id" = u."id")
         ON CONFLICT ("ad_id") DO UPDATE SET "views" = "ad_views"."views" + EXCLUDED."views"`,
        [ids, ids.map((id) => batch.get(id))],
      );
    } catch (error) {
      // Kept for the next write: a database that is briefly away loses no views.
      for (const [id, n] of batch) this.waiting.set(id, (this.waiting.get(id) ?? 0) + n);
      this.logger.warn(`ad views not written yet: ${(error as Error).message}`);
    } finally {
      this.isWriting = false;
      this.writes++;
    }
  }
}
