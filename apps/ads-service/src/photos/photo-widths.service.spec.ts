import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import { jobSubjects, type JobRun } from '@surimarkt/contracts';
import { createPhotoStorage, DEMO_USER, type PhotoStorage } from '@surimarkt/server';
import { createTestNatsClient, useTestDatabase } from '@surimarkt/server/testing';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { startAdsService } from '../testing/start-ads-service';
import { PHOTO_BACKFILL, PhotoWidthsBackfill } from './photo-widths.service';

// The backfill against the real database and the real photo storage (local disk, as the service is configured):
// photos stored before the narrow widths existed get them, once, on one replica at a time.
describe('ads-service: photo widths backfill', () => {
  useTestDatabase();
  const client = createTestNatsClient();
  let ads: { app: INestMicroservice; uploadsDir: string; stop: () => Promise<void> };
  let db: DataSource;
  let storage: PhotoStorage;
  let backfill: PhotoWidthsBackfill;
  const NARROW = ['-w320.webp', '-w480.webp'];

  /** A photo as the gateway stored it before the ladder: the detail photo, its -md and its -sm card crop only. */
  const storeOldPhoto = async (key: string, width: number, height: number) => {
    const pixels = sharp({ create: { width, height, channels: 3, background: '#2a7' } });
    await storage.put(`${key}.webp`, await pixels.clone().webp().toBuffer(), 'image/webp');
    await storage.put(`${key}-md.webp`, await pixels.clone().resize(800, 800, { fit: 'inside' }).webp().toBuffer(), 'image/webp');
    await storage.put(`${key}-sm.webp`, await pixels.clone().resize(400, 300).webp().toBuffer(), 'image/webp');
    return `/uploads/${key}.webp`;
  };
  const insertAd = async (images: string[]): Promise<number> => {
    const [{ id }] = await db.query(
      `INSERT INTO "ads"."ads" ("user_id", "title", "description", "price", "currency", "images", "location", "category_id", "status")
       VALUES ($1, 'Foto-advertentie', 'Met fotos.', 1000, 'EUR', $2, 'Paramaribo', (SELECT min("id") FROM "ads"."categories"), 'approved')
       RETURNING "id"`,
      [DEMO_USER.id, images],
    );
    return id;
  };
  const file = (url: string, ending: string) => path.join(ads.uploadsDir, url.slice('/uploads/'.length).replace('.webp', ending));
  const size = async (url: string, ending: string) => {
    const meta = await sharp(await readFile(file(url, ending))).metadata();
    return [meta.format, meta.width, meta.height];
  };

  let landscape: string;
  let portrait: string;
  let firstAd: number;

  beforeAll(async () => {
    ads = await startAdsService({ seedDemo: false });
    db = ads.app.get(DataSource);
    backfill = ads.app.get(PhotoWidthsBackfill);
    storage = createPhotoStorage({ UPLOADS_DIR: ads.uploadsDir });
    await client.connect();
    landscape = await storeOldPhoto('ads/2025/10/liggend', 1600, 1200);
    portrait = await storeOldPhoto('ads/2025/10/staand', 1200, 1600);
    await storage.put('ads/2025/10/kapot.webp', Buffer.from('geen foto'), 'image/webp');
    firstAd = await insertAd([landscape, '/uploads/ads/2025/10/kwijt.webp']);
    await insertAd([portrait, landscape, '/uploads/ads/2025/10/kapot.webp', '/demo-images/oud.jpg']);
    // The pass at start found no ads; these came after it, as photos of an older release would be there before it.
    await db.query(`DELETE FROM "ads"."photo_backfills"`);
  });
  afterAll(async () => {
    await client.close();
    await ads?.stop();
  });

  it('makes the missing narrow widths of every stored photo, and counts the missing and damaged ones', async () => {
    const result = await backfill.fill('resume');
    expect(result).toEqual({ photos: 4, made: 4, missing: 1, failed: 1, isBusy: false });
    expect(await Promise.all(NARROW.map((ending) => size(landscape, ending)))).toEqual([
      ['webp', 320, 240],
      ['webp', 480, 360],
    ]);
    expect(await Promise.all(NARROW.map((ending) => size(portrait, ending)))).toEqual([
      ['webp', 320, 427],
      ['webp', 480, 640],
    ]);
    // What was stored is left as it was: the old -md stays, nothing is made for the damaged or missing photo.
    expect(await size(landscape, '-md.webp')).toEqual(['webp', 800, 600]);
    expect(existsSync(file('/uploads/ads/2025/10/kapot.webp', '-w320.webp'))).toBe(false);
    expect(existsSync(file('/uploads/ads/2025/10/kwijt.webp', '-w320.webp'))).toBe(false);
    const [progress] = await db.query(`SELECT "last_ad_id", "finished_at" FROM "ads"."photo_backfills" WHERE "name" = $1`, [
      PHOTO_BACKFILL,
    ]);
    expect(progress.last_ad_id).toBeGreaterThan(firstAd);
    expect(progress.finished_at).not.toBeNull();
  });

  it('does nothing again at the next start once finished, and makes nothing twice when asked to go over every ad', async () => {
    expect(await backfill.fill('resume')).toEqual({ photos: 0, made: 0, missing: 0, failed: 0, isBusy: false });
    const run = await client.ask<JobRun>(jobSubjects('ads').run, { job: 'photo-widths', startedBy: 'admin' });
    expect(run.result).toEqual({ photos: 4, made: 0, missing: 1, failed: 1 });
  });

  it('resumes a stopped pass after the last ad it finished', async () => {
    for (const ending of NARROW) {
      await rm(file(landscape, ending));
      await rm(file(portrait, ending));
    }
    await db.query(`UPDATE "ads"."photo_backfills" SET "last_ad_id" = $2, "finished_at" = NULL WHERE "name" = $1`, [
      PHOTO_BACKFILL,
      firstAd,
    ]);
    // Only the second ad is looked at; it has both photos, so both get their widths back.
    expect(await backfill.fill('resume')).toMatchObject({ photos: 3, made: 4 });
    expect(NARROW.every((ending) => existsSync(file(landscape, ending)) && existsSync(file(portrait, ending)))).toBe(true);
  });

  it('leaves the work to the replica that is at it', async () => {
    const other = db.createQueryRunner();
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext('ads:photo-widths'))`);
      expect(await backfill.fillAll()).toEqual({ photos: 0, made: 0, missing: 0, failed: 0, isBusy: true });
      await other.query(`SELECT pg_advisory_unlock(hashtext('ads:photo-widths'))`);
      expect(await backfill.fillAll()).toMatchObject({ photos: 4, isBusy: false });
    } finally {
      await other.release();
    }
  });
});
