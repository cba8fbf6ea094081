import { type INestMicroservice } from '@nestjs/common';
import { type Ad, type AdList, ADS_SUBJECTS, CATEGORIES_SUBJECTS, type CategoryWithChildren, ErrorCode } from '@surimarkt/contracts';
import { createTestNatsClient, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { startAdsService } from '../testing/start-ads-service';

describe('ads over NATS', () => {
  useTestDatabase();
  let app: INestMicroservice;
  let stop: () => Promise<void>;
  let db: DataSource;
  const client = createTestNatsClient();
  const list = (query: Record<string, unknown>) => client.ask<AdList>(ADS_SUBJECTS.list, query);
  let hiddenIds: number[];
  /** An ad's price in EUR cents at the default rate of 40: price filters and sorts compare both currencies by it. */
  const eur = (a: Ad) => (a.price === null ? null : a.currency === 'SRD' ? a.price / 40 : a.price);

  beforeAll(async () => {
    ({ app, stop } = await startAdsService({ seedDemo: true }));
    db = app.get(DataSource);
    await client.connect();
    hiddenIds = (await db.query(`SELECT "id" FROM "ads"."ads" WHERE "status" <> 'approved'`)).map((r: { id: number }) => r.id);
  });
  afterAll(async () => {
    await client.close();
    await stop?.();
  });

  describe('list', () => {
    it('returns the 20 newest approved ads in the contract shape, with the total', async () => {
      const page = await list({});
      expect(page.ads).toHaveLength(20);
      expect(page.total).toBe(300);
      const dates = page.ads.map((a) => a.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(Object.keys(page.ads[0]).sort()).toEqual(
        [
          'category',
          'categoryId',
          'contact_email',
          'contact_phone',
          'convertedPrice',
          'createdAt',
          'currency',
          'description',
          'featured',
          'id',
          'images',
          'location',
          'phoneVerified',
          'price',
          'saleStatus',
          'sellerId',
          'status',
          'subcategory',
          'subcategoryId',
          'title',
          'topListing',
          'views',
        ].sort(),
      );
      expect(page.ads.every((a) => a.status === 'approved' && typeof a.views === 'number' && a.category !== '')).toBe(true);
    });

    it('caps the limit at 100 and pages with offset', async () => {
      const page = await list({ limit: '500' });
      expect(page.ads).toHaveLength(100);
      const second = await list({ limit: 10, offset: 10 });
      expect(second.ads.map((a) => a.id)).toEqual(page.ads.slice(10, 20).map((a) => a.id));
    });

    it('never shows pending or rejected ads, not even when asked for by id', async () => {
      const all = await list({ limit: 100, offset: 0 });
      const rest = await Promise.all([100, 200].map((offset) => list({ limit: 100, offset })));
      const ids = [...all.ads, ...rest.flatMap((p) => p.ads)].map((a) => a.id);
      expect(ids).toHaveLength(300);
      expect(ids.filter((id) => hiddenIds.includes(id))).toEqual([]);
      const byIds = await list({ ids: hiddenIds.join(',') });
      expect(byIds).toEqual({ ads: [], total: 0 });
    });

    it('filters a main category including its subcategories, and a subcategory alone', async () => {
      const autos = await client.ask<CategoryWithChildren>(CATEGORIES_SUBJECTS.find, { slugOrId: 'autos' });
      const page = await list({ categoryId: autos.id, limit: 100 });
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "ads"."ads" WHERE "category_id" = $1 AND "status" = 'approved'`, [
        autos.id,
      ]);
      expect(page.total).toBe(n);
      expect(page.ads.every((a) => a.categoryId === autos.id && a.category === 'Autos')).toBe(true);
      expect(new Set(page.ads.map((a) => a.subcategoryId)).size).toBeGreaterThan(1);
      const sub = autos.subcategories.find((s) => s.slug === 'personenautos') as CategoryWithChildren;
      const subPage = await list({ categoryId: sub.id });
      expect(subPage.ads.length).toBeGreaterThan(0);
      expect(subPage.ads.every((a) => a.subcategoryId === sub.id && a.subcategory === sub.name)).toBe(true);
      expect(subPage.total).toBeLessThan(page.total);
    });

    it('filters by location (any case), price range in cents and featured', async () => {
      const wanica = await list({ location: 'wanica', limit: 100 });
      expect(wanica.ads.length).toBe(30);
      expect(wanica.ads.every((a) => a.location === 'Wanica')).toBe(true);
      const priced = await list({ minPrice: '10000', maxPrice: '50000', limit: 100 });
      expect(priced.ads.length).toBeGreaterThan(0);
      expect(priced.ads.every((a) => a.price !== null && eur(a)! >= 10000 && eur(a)! <= 50000)).toBe(true);
      expect(new Set(priced.ads.map((a) => a.currency))).toEqual(new Set(['EUR', 'SRD']));
      const featured = await list({ featured: 'true', limit: 100 });
      expect(featured.total).toBe(15);
      expect(featured.ads.every((a) => a.featured)).toBe(true);
    });

    it('returns the ads asked for by ids, in the order asked', async () => {
      const some = (await list({ limit: 5 })).ads.map((a) => a.id).reverse();
      const page = await list({ ids: some.join(',') });
      expect(page.ads.map((a) => a.id)).toEqual(some);
      expect(page.total).toBe(5);
    });

    it('sorts by price both ways with ads without a price last, and by popularity', async () => {
      const asc = (await list({ sortBy: 'price_asc', limit: 100, offset: 200 })).ads;
      const prices = asc.map(eur);
      const firstNull = prices.indexOf(null);
      expect(firstNull).toBeGreaterThan(0);
      expect(prices.slice(firstNull).every((p) => p === null)).toBe(true);
      const numbers = prices.slice(0, firstNull) as number[];
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      const desc = (await list({ sortBy: 'price_desc', limit: 100 })).ads.map(eur);
      expect(desc[0]).not.toBeNull();
      expect([...desc].sort((a, b) => (b as number) - (a as number))).toEqual(desc);
      const descTail = (await list({ sortBy: 'price_desc', limit: 5, offset: 295 })).ads;
      expect(descTail.every((a) => a.price === null)).toBe(true);
      const popular = (await list({ sortBy: 'popular', limit: 50 })).ads.map((a) => a.views);
      expect([...popular].sort((a, b) => b - a)).toEqual(popular);
      expect(popular[0]).toBeGreaterThan(popular[49]);
      const pages = await Promise.all([0, 100, 200].map((offset) => list({ sortBy: 'popular', limit: 100, offset })));
      const all = pages.flatMap((p) => p.ads);
      expect(new Set(all.map((a) => a.id)).size).toBe(300);
      expect(all.at(-1)?.views).toBe(0); // never viewed ads come last
      expect(all.every((a, i) => i === 0 || all[i - 1].views > a.views || (all[i - 1].views === a.views && all[i - 1].id > a.id))).toBe(
        true,
      );
    });

    it.each([
      [{ offset: -1 }, 'offset', 'offset moet een geheel getal van 0 of meer zijn'],
      [{ sortBy: 'cheapest' }, 'sortBy', 'sortBy moet newest, price_asc, price_desc of popular zijn'],
      [{ minPrice: 'tien' }, 'minPrice', 'De minimumprijs moet een bedrag van 0 of meer zijn'],
      [{ maxPrice: '-5' }, 'maxPrice', 'De maximumprijs moet een bedrag van 0 of meer zijn'],
      [{ location: 'Amsterdam' }, 'location', 'Onbekende locatie'],
      [{ minPrice: 5000, maxPrice: 100 }, 'minPrice', 'minPrice mag niet hoger zijn dan maxPrice'],
    ])('refuses %j with VALIDATION and the Dutch message', async (query, field, message) => {
      await expect(list(query)).rejects.toMatchObject({ code: ErrorCode.Validation, message, errors: { [field]: message } });
    });

    it('answers an empty list for a category that does not exist', async () => {
      await expect(list({ categoryId: 99999 })).resolves.toEqual({ ads: [], total: 0 });
    });
  });

  describe('view', () => {
    /** The stored count, once the views waiting in memory are written (every second). */
    async function waitForViews(id: number, expected: number): Promise<void> {
      for (let tries = 0; tries < 50; tries++) {
        const [listed] = (await list({ ids: String(id) })).ads;
        if (listed.views === expected) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const [listed] = (await list({ ids: String(id) })).ads;
      expect(listed.views).toBe(expected);
    }

    it('counts 20 concurrent views as 20, stored within a second, without rewriting the ads row', async () => {
      const [target] = (await list({ limit: 1 })).ads;
      const before = await db.query(`SELECT xmin::text AS xmin, "updated_at" FROM "ads"."ads" WHERE "id" = $1`, [target.id]);
      const views = await Promise.all(Array.from({ length: 20 }, () => client.ask<Ad>(ADS_SUBJECTS.view, { id: target.id })));
      expect(views.map((v) => v.views).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => target.views + i + 1));
      expect(views[0]).toMatchObject({ id: target.id, title: target.title, status: 'approved' });
      await waitForViews(target.id, target.views + 20);
      const after = await db.query(`SELECT xmin::text AS xmin, "updated_at" FROM "ads"."ads" WHERE "id" = $1`, [target.id]);
      expect(after).toEqual(before);
      // The next view builds on the stored count.
      expect((await client.ask<Ad>(ADS_SUBJECTS.view, { id: target.id })).views).toBe(target.views + 21);
    });

    it('shows each viewer one more than the last while a second of views is being written', async () => {
      const [target] = (await list({ limit: 1, offset: 2 })).ads;
      const shown: number[] = [];
      const view = async () => shown.push((await client.ask<Ad>(ADS_SUBJECTS.view, { id: target.id })).views);
      await view();
      await waitForViews(target.id, target.views + 1);
      // Hold the counter row: the next write takes the waiting views and waits behind this lock.
      const holder = db.createQueryRunner();
      await holder.startTransaction();
      await holder.query(`SELECT 1 FROM "ads"."ad_views" WHERE "ad_id" = $1 FOR UPDATE`, [target.id]);
      for (let i = 0; i < 3; i++) await view();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (let i = 0; i < 3; i++) await view();
      await holder.commitTransaction();
      await holder.release();
      await waitForViews(target.id, target.views + 7);
      await view();
      expect(shown).toEqual(Array.from({ length: 8 }, (_, i) => target.views + i + 1));
    });

    it('writes the views still waiting when the service stops', async () => {
      const [target] = (await list({ limit: 1, offset: 1 })).ads;
      await Promise.all(Array.from({ length: 7 }, () => client.ask<Ad>(ADS_SUBJECTS.view, { id: target.id })));
      await stop();
      ({ app, stop } = await startAdsService({ seedDemo: true }));
      db = app.get(DataSource);
      const [stored] = await db.query(`SELECT "views"::int AS n FROM "ads"."ad_views" WHERE "ad_id" = $1`, [target.id]);
      expect(stored.n).toBe(target.views + 7);
    });

    it('answers NOT_FOUND for an unknown or not approved ad, and counts nothing for it', async () => {
      await expect(client.ask(ADS_SUBJECTS.view, { id: 987654 })).rejects.toMatchObject({
        code: ErrorCode.NotFound,
        message: 'Advertentie niet gevonden',
      });
      await expect(client.ask(ADS_SUBJECTS.view, { id: hiddenIds[0] })).rejects.toMatchObject({
        code: ErrorCode.NotFound,
        message: 'Advertentie niet gevonden',
      });
      const counted = await db.query(`SELECT 1 FROM "ads"."ad_views" WHERE "ad_id" = ANY($1)`, [[987654, hiddenIds[0]]]);
      expect(counted).toEqual([]);
    });

    it('refuses an id that is not a positive whole number', async () => {
      await expect(client.ask(ADS_SUBJECTS.view, { id: 'abc' })).rejects.toMatchObject({
        code: ErrorCode.Validation,
        message: 'Het advertentienummer moet een positief geheel getal zijn',
      });
    });
  });

  describe('featured', () => {
    it('returns the featured ads newest first, then falls back to the newest ads when none is featured', async () => {
      const featured = await client.ask<AdList>(ADS_SUBJECTS.featured, { limit: 10 });
      expect(featured.ads).toHaveLength(10);
      expect(featured.total).toBe(15);
      expect(featured.ads.every((a) => a.featured)).toBe(true);
      const dates = featured.ads.map((a) => a.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);

      const ids = (await db.query(`UPDATE "ads"."ads" SET "featured" = false WHERE "featured" RETURNING "id"`))
        .flat()
        .map((r: { id: number }) => r.id);
      try {
        const fallback = await client.ask<AdList>(ADS_SUBJECTS.featured, { limit: 4 });
        const newest = await list({ limit: 4 });
        expect(fallback.ads.map((a) => a.id)).toEqual(newest.ads.map((a) => a.id));
        expect(fallback.total).toBe(300);
      } finally {
        await db.query(`UPDATE "ads"."ads" SET "featured" = true WHERE "id" = ANY($1)`, [ids]);
      }
    });
  });
});
