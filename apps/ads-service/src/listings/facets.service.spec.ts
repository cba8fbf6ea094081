import { type INestMicroservice } from '@nestjs/common';
import { type AdFacets, type AdList, ADS_SUBJECTS, CATEGORIES_SUBJECTS, type CategoryWithChildren, ErrorCode } from '@surimarkt/contracts';
import { createTestNatsClient, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { insertApprovedAd } from '../testing/insert-approved-ad';
import { startAdsService } from '../testing/start-ads-service';

type Query = Record<string, unknown>;

describe('facets over NATS', () => {
  useTestDatabase();
  let app: INestMicroservice;
  let stop: () => Promise<void>;
  let db: DataSource;
  let autos: CategoryWithChildren;
  const client = createTestNatsClient();
  const list = (query: Query) => client.ask<AdList>(ADS_SUBJECTS.list, { ...query, limit: 1 });
  const facets = (query: Query) => client.ask<AdFacets>(ADS_SUBJECTS.facets, query);
  const approved = async (where = 'true', params: unknown[] = []) =>
    (await db.query(`SELECT count(*)::int AS n FROM "ads"."ads" a WHERE a."status" = 'approved' AND ${where}`, params))[0].n as number;

  /** Every count of the facets against the list's total for the same query with that value chosen. */
  async function expectCountsOfTheList(query: Query): Promise<AdFacets> {
    const found = await facets(query);
    expect(found.total).toBe((await list(query)).total);
    const { categoryId: _c, attr: _a, location: _l, minPrice: _min, maxPrice: _max, ...rest } = query;
    const expected = await Promise.all([
      ...found.categories.map((c) =>
        list({ ...rest, location: query.location, minPrice: query.minPrice, maxPrice: query.maxPrice, categoryId: c.id }),
      ),
      ...found.locations.map((l) =>
        list({ ...rest, categoryId: query.categoryId, minPrice: query.minPrice, maxPrice: query.maxPrice, location: l.name }),
      ),
      ...found.priceBands.map((b) =>
        list({
          ...rest,
          categoryId: query.categoryId,
          location: query.location,
          minPrice: b.min,
          ...(b.max === null ? {} : { maxPrice: b.max }),
        }),
      ),
    ]);
    const withoutOne = await Promise.all([
      list({ ...rest, location: query.location, minPrice: query.minPrice, maxPrice: query.maxPrice }),
      list({ ...rest, categoryId: query.categoryId, minPrice: query.minPrice, maxPrice: query.maxPrice }),
      list({ ...rest, categoryId: query.categoryId, location: query.location }),
    ]);
    expect([...found.categories, ...found.locations, ...found.priceBands].map((f) => f.count)).toEqual(expected.map((l) => l.total));
    expect(found.without).toEqual({ category: withoutOne[0].total, location: withoutOne[1].total, price: withoutOne[2].total });
    return found;
  }

  beforeAll(async () => {
    ({ app, stop } = await startAdsService({ seedDemo: true }));
    db = app.get(DataSource);
    await client.connect();
    autos = await client.ask<CategoryWithChildren>(CATEGORIES_SUBJECTS.find, { slugOrId: 'autos' });
  });
  afterAll(async () => {
    await client.close();
    await stop?.();
  });

  describe('facets', () => {
    it('counts every category, district and price band of all ads, the empty ones kept at 0', async () => {
      const found = await expectCountsOfTheList({});
      expect(found.total).toBe(await approved());
      expect(found.cap).toBe(10_000);
      expect(found.categories.find((c) => c.id === autos.id)).toMatchObject({
        name: 'Autos',
        parentId: null,
        count: await approved(`a."category_id" = ${autos.id}`),
      });
      expect(found.categories.filter((c) => c.parentId === autos.id).map((c) => c.id)).toEqual(autos.subcategories.map((c) => c.id));
      expect(found.locations.map((l) => l.name)).toContain('Sipaliwini');
      expect(found.locations.some((l) => l.count === 0) || found.locations.every((l) => l.count > 0)).toBe(true);
      expect(found.priceBands).toHaveLength(5);
      expect(found.priceBands.reduce((sum, b) => sum + b.count, 0)).toBe(await approved(`a."price" IS NOT NULL`));
    });

    it.each<[string, () => Query]>([
      ['a main category', () => ({ categoryId: autos.id })],
      ['a subcategory', () => ({ categoryId: autos.subcategories[0].id })],
      ['a district', () => ({ location: 'Wanica' })],
      ['a category in a district', () => ({ categoryId: autos.id, location: 'Paramaribo' })],
      ['a price range in euros', () => ({ minPrice: 10_000, maxPrice: 500_000 })],
      ['a price floor in SRD (both currencies compared at the rate)', () => ({ minPrice: 400_000, priceCurrency: 'SRD' })],
      ['featured ads', () => ({ featured: true })],
      ['a common word', () => ({ search: 'fiets' })],
      ['a word in a district', () => ({ search: 'fiets', location: 'Paramaribo' })],
      ['a word, a category and a price ceiling', () => ({ search: 'toyota', categoryId: autos.id, maxPrice: 2_000_000 })],
      ['a typo', () => ({ search: 'koelkats' })],
      ['a word naming a category', () => ({ search: 'auto' })],
      ['a synonym naming a category, within a district and a price', () => ({ search: 'wagi', location: 'Paramaribo', minPrice: 100_000 })],
      ['a word in no ad', () => ({ search: 'olifant' })],
    ])('gives the list total of each value for %s', async (_, query) => {
      await expectCountsOfTheList(query());
    });

    it('leaves out its own filter: a chosen district still counts the other districts', async () => {
      const found = await facets({ location: 'Wanica' });
      expect(found.total).toBe(await approved(`a."location" = 'Wanica'`));
      expect(found.locations.find((l) => l.name === 'Paramaribo')?.count).toBe(await approved(`a."location" = 'Paramaribo'`));
      expect(found.categories.find((c) => c.id === autos.id)?.count).toBe(
        await approved(`a."location" = 'Wanica' AND a."category_id" = ${autos.id}`),
      );
    });

    it('caps a search at the search total (500) and says so', async () => {
      const found = await facets({ search: 'fiets' });
      expect(found.cap).toBe(500);
    });

    it('suggests the spelling the ads use for a word no ad has, also a Dutch word that the search takes as typed', async () => {
      await insertApprovedAd(db, 'Kajak met peddel');
      expect(await facets({ search: 'pedel' })).toMatchObject({ total: 0, suggestion: 'peddel' });
      expect(await facets({ search: 'kajak pedel' })).toMatchObject({ total: 0, suggestion: 'kajak peddel' });
      const found = await facets({ search: 'peddel' });
      expect(found.total).toBeGreaterThan(0);
      expect(found.suggestion).toBeUndefined();
    });

    it('answers zeros for a category that does not exist', async () => {
      const found = await facets({ categoryId: 99999 });
      expect(found.total).toBe(0);
      expect(found.locations.every((l) => l.count === 0)).toBe(true);
    });

    it('refuses a price range upside down with the Dutch message', async () => {
      await expect(facets({ minPrice: 5000, maxPrice: 100 })).rejects.toMatchObject({
        code: ErrorCode.Validation,
        message: 'minPrice mag niet hoger zijn dan maxPrice',
      });
    });

    it('keeps its counts per category and district right through approvals, moves, rejections and removals', async () => {
      const [ad] = await db.query(
        `SELECT "id" FROM "ads"."ads" WHERE "status" = 'approved' AND "location" <> 'Coronie' ORDER BY "id" LIMIT 1`,
      );
      const inCoronie = async () => (await facets({})).locations.find((l) => l.name === 'Coronie')?.count;
      const before = await inCoronie();
      await db.query(`UPDATE "ads"."ads" SET "location" = 'Coronie' WHERE "id" = $1`, [ad.id]);
      expect(await inCoronie()).toBe((before ?? 0) + 1);
      await db.query(`UPDATE "ads"."ads" SET "status" = 'rejected' WHERE "id" = $1`, [ad.id]);
      expect(await inCoronie()).toBe(before);
      // One statement changing many ads (as the expiry job does): each of their rows moves once.
      // An UPDATE ... RETURNING answers [rows, count].
      const [moved] = await db.query(
        `UPDATE "ads"."ads" SET "location" = 'Coronie' WHERE "id" IN
           (SELECT "id" FROM "ads"."ads" WHERE "status" = 'approved' AND "location" <> 'Coronie' LIMIT 7) RETURNING "id"`,
      );
      expect(await inCoronie()).toBe((before ?? 0) + 7);
      await db.query(`DELETE FROM "ads"."ads" WHERE "id" = ANY($1)`, [moved.map((r: { id: number }) => r.id)]);
      expect(await inCoronie()).toBe(before);
      await expectCountsOfTheList({ location: 'Coronie' });
      const found = await facets({});
      expect(found.total).toBe(await approved());
      for (const location of found.locations) expect(location.count).toBe(await approved(`a."location" = $1`, [location.name]));
    });
  });
});
