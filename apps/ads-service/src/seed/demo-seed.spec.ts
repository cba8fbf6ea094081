import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import { BUNKOPU_MAX_CENTS, type Currency, LOCATIONS } from '@surimarkt/contracts';
import { createPhotoStorage, DEMO_USER } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { startAdsService } from '../testing/start-ads-service';
import { redrawMissingDemoPictures, seedDemoAds } from './demo-seed';

interface Row {
  id: number;
  title: string;
  description: string;
  price: string | null;
  currency: Currency;
  images: string[];
  location: string;
  category_slug: string;
  parent_slug: string | null;
  featured: boolean;
  status: string;
  user_id: string;
  created_at: Date;
  contact_phone: string;
}

describe('demo seed', () => {
  useTestDatabase();
  let app: INestMicroservice;
  let stop: () => Promise<void>;
  let uploadsDir: string;
  let rows: Row[];

  beforeAll(async () => {
    ({ app, uploadsDir, stop } = await startAdsService({ seedDemo: true }));
    rows = await app.get(DataSource).query(
      `SELECT a.*, c."slug" AS category_slug, s."slug" AS parent_slug FROM "ads"."ads" a
       JOIN "ads"."categories" c ON c."id" = a."category_id" LEFT JOIN "ads"."categories" s ON s."id" = a."subcategory_id"`,
    );
  });
  afterAll(async () => {
    await stop?.();
  });

  const approved = () => rows.filter((r) => r.status === 'approved');

  it('writes about 300 approved ads of the demo user, plus a few pending and rejected ones', () => {
    expect(approved().length).toBeGreaterThanOrEqual(290);
    expect(approved().length).toBeLessThanOrEqual(310);
    expect(rows.filter((r) => r.status === 'pending').length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.status === 'rejected').length).toBeGreaterThan(0);
    expect(rows.every((r) => r.user_id === DEMO_USER.id)).toBe(true);
  });

  it('covers every main category and location, both currencies, ads without price and about 15 featured', async () => {
    const mains: Array<{ slug: string }> = await app
      .get(DataSource)
      .query(`SELECT "slug" FROM "ads"."categories" WHERE "parent_id" IS NULL`);
    expect(new Set(approved().map((r) => r.category_slug))).toEqual(new Set(mains.map((m) => m.slug)));
    expect(new Set(approved().map((r) => r.location))).toEqual(new Set(LOCATIONS));
    expect(new Set(approved().map((r) => r.currency))).toEqual(new Set(['EUR', 'SRD']));
    expect(approved().some((r) => r.price === null)).toBe(true);
    const featured = approved().filter((r) => r.featured).length;
    expect(featured).toBeGreaterThanOrEqual(10);
    expect(featured).toBeLessThanOrEqual(20);
  });

  it('spreads the views: many ads seen, some a lot, some never', async () => {
    const [views] = await app.get(DataSource).query(
      `SELECT count(*) FILTER (WHERE v."views" > 100)::int AS many, count(*) FILTER (WHERE v."ad_id" IS NULL)::int AS never
       FROM "ads"."ads" a LEFT JOIN "ads"."ad_views" v ON v."ad_id" = a."id" WHERE a."status" = 'approved'`,
    );
    expect(views.many).toBeGreaterThan(30);
    expect(views.never).toBeGreaterThan(0);
    const orphans = await app
      .get(DataSource)
      .query(`SELECT 1 FROM "ads"."ad_views" v JOIN "ads"."ads" a ON a."id" = v."ad_id" WHERE a."status" <> 'approved'`);
    expect(orphans).toEqual([]);
  });

  it('keeps every Bunkopu Seri bargain within its cap (10 EUR / 400 SRD)', () => {
    const bargains = approved().filter((r) => r.category_slug === 'bunkopu-seri');
    expect(bargains.length).toBeGreaterThanOrEqual(25);
    for (const b of bargains) {
      expect(b.price).not.toBeNull();
      expect(Number(b.price)).toBeLessThanOrEqual(BUNKOPU_MAX_CENTS[b.currency]);
    }
  });

  it('has the words of the search examples, Surinamese phone numbers, markup and dates of the last 30 days', () => {
    const titles = approved()
      .map((r) => r.title)
      .join('\n');
    for (const word of [/\bFiets\b/, /\bHuis\b/, /kinderen/i, /iPhone/, /Koelkast/, /Café/]) expect(titles).toMatch(word);
    expect(rows.every((r) => /^\+597 [78]\d{6}$/.test(r.contact_phone))).toBe(true);
    expect(rows.some((r) => /^- /m.test(r.description))).toBe(true);
    expect(rows.some((r) => /\*\*.+\*\*/.test(r.description))).toBe(true);
    const monthAgo = Date.now() - 31 * 24 * 3600 * 1000;
    expect(rows.every((r) => new Date(r.created_at).getTime() > monthAgo && new Date(r.created_at).getTime() <= Date.now())).toBe(true);
  });

  it('gives each ad 1 to 4 photos that exist in storage, each at every width of the ladder and as a card crop', async () => {
    const urls = new Set(rows.flatMap((r) => r.images));
    expect(rows.every((r) => r.images.length >= 1 && r.images.length <= 4)).toBe(true);
    expect(rows.some((r) => r.images.length > 1)).toBe(true);
    expect(urls.size).toBeGreaterThanOrEqual(24);
    const storage = createPhotoStorage({ UPLOADS_DIR: uploadsDir });
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.webp$/);
      const key = url.slice('/uploads/'.length);
      const photo = await storage.get(key);
      expect(photo?.contentType).toBe('image/webp');
      photo?.body.destroy();
      for (const ending of ['-w320', '-w480', '-md', '-sm']) {
        expect(existsSync(path.join(uploadsDir, key.replace(/\.webp$/, `${ending}.webp`)))).toBe(true);
      }
    }
  });

  it('seeds nothing on a second start, even when two start at once', async () => {
    const storage = createPhotoStorage({ UPLOADS_DIR: uploadsDir });
    const again = await Promise.all([seedDemoAds(app.get(DataSource), storage), seedDemoAds(app.get(DataSource), storage)]);
    expect(again).toEqual([0, 0]);
    const [{ n }] = await app.get(DataSource).query(`SELECT count(*)::int AS n FROM "ads"."ads"`);
    expect(n).toBe(rows.length);
  });

  it('draws the demo pictures again when another checkout seeded the database (its photos are elsewhere)', async () => {
    const storage = createPhotoStorage({ UPLOADS_DIR: uploadsDir });
    const key = rows[0].images[0].slice('/uploads/'.length);
    expect(await redrawMissingDemoPictures(app.get(DataSource), storage)).toBe(false);
    rmSync(path.join(uploadsDir, 'demo'), { recursive: true });
    expect(existsSync(path.join(uploadsDir, key))).toBe(false);
    expect(await redrawMissingDemoPictures(app.get(DataSource), storage)).toBe(true);
    for (const url of new Set(rows.flatMap((r) => r.images))) {
      expect(existsSync(path.join(uploadsDir, url.slice('/uploads/'.length)))).toBe(true);
      expect(existsSync(path.join(uploadsDir, url.slice('/uploads/'.length).replace(/\.webp$/, '-w320.webp')))).toBe(true);
    }
  });
});
