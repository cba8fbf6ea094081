import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import { jobSubjects, type JobRun } from '@surimarkt/contracts';
import { createPhotoStorage, DEMO_USER, type PhotoStorage } from '@surimarkt/server';
import { createTestNatsClient, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { insertAd } from '../testing/insert-ad';
import { startAdsService } from '../testing/start-ads-service';

// The daily orphan-photos job against the real database and photo storage (local disk): an upload that no ad and no
// draft holds a day later goes with all its widths; one in use, or younger than a day, stays.
describe('ads-service: orphan photos', () => {
  useTestDatabase();
  const client = createTestNatsClient();
  let ads: { app: INestMicroservice; uploadsDir: string; stop: () => Promise<void> };
  let storage: PhotoStorage;
  const WIDTHS = ['', '-w320', '-w480', '-md', '-sm'];
  const month = (() => {
    const now = new Date();
    return `ads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  })();

  /** An upload as the gateway stores it (every width), written `hoursAgo` hours ago; answers its url. */
  const upload = async (name: string, hoursAgo: number) => {
    const when = new Date(Date.now() - hoursAgo * 60 * 60 * 1000);
    for (const suffix of WIDTHS) {
      const key = `${month}/${name}${suffix}.webp`;
      await storage.put(key, Buffer.from('webp'), 'image/webp');
      await utimes(path.join(ads.uploadsDir, key), when, when);
    }
    return `/uploads/${month}/${name}.webp`;
  };
  const stored = (url: string) =>
    WIDTHS.map((suffix) => existsSync(path.join(ads.uploadsDir, url.slice(9).replace('.webp', `${suffix}.webp`))));

  beforeAll(async () => {
    ads = await startAdsService({ seedDemo: false });
    storage = createPhotoStorage({ UPLOADS_DIR: ads.uploadsDir });
    await client.connect();
  });
  afterAll(async () => {
    await client.close();
    await ads?.stop();
  });

  it('removes a day-old upload that nothing holds, with all its widths, and keeps the rest', async () => {
    const onAd = await upload('op-advertentie', 30);
    const inDraft = await upload('in-concept', 30);
    const wasApproved = await upload('goedgekeurde-versie', 30);
    const orphan = await upload('achtergelaten', 30);
    const fresh = await upload('net-geupload', 2);
    const db = ads.app.get(DataSource);
    const id = await insertAd(db, { images: [onAd] });
    await db.query(`UPDATE "ads"."ads" SET "approved_images" = $2 WHERE "id" = $1`, [id, [wasApproved]]);
    await db.query(`INSERT INTO "ads"."drafts" ("user_id", "title", "currency", "form_data") VALUES ($1, 'Concept', 'SRD', $2)`, [
      DEMO_USER.id,
      JSON.stringify({ images: [inDraft] }),
    ]);

    const removeOrphans = async () =>
      (await client.ask<JobRun>(jobSubjects('ads').run, { job: 'orphan-photos', startedBy: 'admin' })).result;
    expect(await removeOrphans()).toEqual({ checked: 4, removed: 1 });
    expect(stored(orphan)).toEqual(WIDTHS.map(() => false));
    for (const kept of [onAd, inDraft, wasApproved, fresh]) expect(stored(kept)).toEqual(WIDTHS.map(() => true));
    // Nothing left to remove the second time.
    expect(await removeOrphans()).toEqual({ checked: 3, removed: 0 });
  });
});
