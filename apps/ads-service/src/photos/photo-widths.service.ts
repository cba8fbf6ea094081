import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { PHOTO_VARIANTS, type PhotoWidthsFill } from '@surimarkt/contracts';
import { createPhotoStorage, DERIVED_VARIANTS, fillPhotoLadder, type PhotoStorage, UPLOADS_URL_PREFIX, InjectEnv } from '@surimarkt/server';
import { DataSource, type QueryRunner } from 'typeorm';
import { type Env } from '../config/env';

/** The backfill's name names the variants it makes: a ladder with another rung is a new backfill, run from the start. */
export const PHOTO_BACKFILL = `widths:${DERIVED_VARIANTS.map((v) => PHOTO_VARIANTS[v].suffix).join(',')}`;
const LOCK = 'ads:photo-widths';
const ADS_PER_BATCH = 200;
/** Photos resized at once: sharp has its own threads, and the box may have two cores. */
const PHOTOS_AT_ONCE = 4;
/** Photos already looked at in this pass (demo ads share theirs); forgotten past this many. */
const SEEN_MAX = 50_000;

/**
 * Gives every stored ad photo the widths of the ladder it lacks (photos uploaded before a rung existed), from its
 * detail photo, in batches of ads by id. Idempotent (what is stored is left alone) and one replica at a time (an
 * advisory lock; another replica's pass answers isBusy). Runs once in the background at every start, resuming where
 * a stopped pass left off and skipping a finished one; the back-office's 'photo-widths' job runs it over every ad.
 */
@Injectable()
export class PhotoWidthsBackfill implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(PhotoWidthsBackfill.name);
  private readonly storage: PhotoStorage;
  private running: Promise<unknown> | null = null;
  private isStopping = false;

  constructor(
    private readonly dataSource: DataSource,
    @InjectEnv() env: Env,
  ) {
    this.storage = createPhotoStorage(env);
  }

  /** After migrations and the demo seed, without holding up the start: a large catalogue takes a while. */
  onApplicationBootstrap(): void {
    this.running = this.fill('resume').then(
      (result) => {
        if (result.made > 0 || result.missing > 0 || result.failed > 0) this.logger.log(`photo widths filled: ${JSON.stringify(result)}`);
      },
      (error: unknown) => this.logger.warn(`photo widths not filled, the next start goes on: ${(error as Error)?.message ?? error}`),
    );
  }

  /** A stop ends the pass after its current batch; the next start resumes it. */
  async beforeApplicationShutdown(): Promise<void> {
    this.isStopping = true;
    await this.running;
  }

  /** The back-office's run: every ad's photos, finished pass or not. */
  fillAll(): Promise<PhotoWidthsFill> {
    return this.fill('all');
  }

  /** 'resume': from where the last pass stopped, nothing when it finished; 'all': from the first ad. */
  async fill(from: 'resume' | 'all'): Promise<PhotoWidthsFill> {
    const result: PhotoWidthsFill = { photos: 0, made: 0, missing: 0, failed: 0, isBusy: false };
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [LOCK]);
      if (!locked) return { ...result, isBusy: true };
      try {
        await this.pass(runner, from, result);
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(hashtext($1))`, [LOCK]);
      }
      return result;
    } finally {
      await runner.release();
    }
  }

  private async pass(runner: QueryRunner, from: 'resume' | 'all', result: PhotoWidthsFill): Promise<void> {
    await runner.query(`INSERT INTO "ads"."photo_backfills" ("name") VALUES ($1) ON CONFLICT DO NOTHING`, [PHOTO_BACKFILL]);
    const [progress]: Array<{ last_ad_id: number; finished_at: Date | null }> = await runner.query(
      `SELECT "last_ad_id", "finished_at" FROM "ads"."photo_backfills" WHERE "name" = $1`,
      [PHOTO_BACKFILL],
    );
    if (from === 'resume' && progress.finished_at) return;
    let lastId = from === 'resume' ? progress.last_ad_id : 0;
    const seen = new Set<string>();
    while (!this.isStopping) {
      const ads: Array<{ id: number; images: string[] }> = await runner.query(
        `SELECT "id", "images" FROM "ads"."ads" WHERE "id" > $1 ORDER BY "id" LIMIT $2`,
        [lastId, ADS_PER_BATCH],
      );
      if (ads.length === 0) {
        await runner.query(`UPDATE "ads"."photo_backfills" SET "finished_at" = now() WHERE "name" = $1`, [PHOTO_BACKFILL]);
        return;
      }
      if (seen.size > SEEN_MAX) seen.clear();
      const keys = [...new Set(ads.flatMap((ad) => ad.images ?? []))]
        .filter((url) => url.startsWith(UPLOADS_URL_PREFIX) && !seen.has(url))
        .map((url) => (seen.add(url), url.slice(UPLOADS_URL_PREFIX.length)));
      for (let i = 0; i < keys.length; i += PHOTOS_AT_ONCE) {
        await Promise.all(keys.slice(i, i + PHOTOS_AT_ONCE).map((key) => this.fillOne(key, result)));
      }
      lastId = ads[ads.length - 1].id;
      // Never backwards: a pass over every ad stopped early must not undo a further resumed one.
      await runner.query(`UPDATE "ads"."photo_backfills" SET "last_ad_id" = GREATEST("last_ad_id", $2) WHERE "name" = $1`, [
        PHOTO_BACKFILL,
        lastId,
      ]);
    }
  }

  private async fillOne(key: string, result: PhotoWidthsFill): Promise<void> {
    // A missing or damaged photo is counted and passed; a storage that cannot be reached throws and stops the pass,
    // which the next start resumes.
    const fill = await fillPhotoLadder(this.storage, key);
    result.photos++;
    result.made += fill.made.length;
    if (fill.isDetailMissing) result.missing++;
    if (fill.isUnreadable) result.failed++;
  }
}
