import { type AdList, ADS_SUBJECTS } from '@surimarkt/contracts';
import { useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { startAdsService } from '../testing/start-ads-service';
import { BULK_SEARCH_EXAMPLES, bulkSeedAds } from './bulk-seed';

describe('bulkSeedAds', () => {
  const service = useServiceUnderTest(() => startAdsService({ seedDemo: false }));
  const { client } = service;

  it('fills an empty table with exactly N approved ads, rebuilds every index and makes them searchable', async () => {
    const db = service.app.get(DataSource);
    const indexesBefore = await db.query(`SELECT "indexdef" FROM pg_indexes WHERE "schemaname" = 'ads' AND "tablename" = 'ads' ORDER BY 1`);
    const result = await bulkSeedAds(db, 3000);
    expect(result).toMatchObject({ approved: 3000 });
    expect(await db.query(`SELECT "indexdef" FROM pg_indexes WHERE "schemaname" = 'ads' AND "tablename" = 'ads' ORDER BY 1`)).toEqual(
      indexesBefore,
    );
    const [counts] = await db.query(`SELECT count(*) FILTER (WHERE "status" = 'approved')::int AS approved,
      count(*) FILTER (WHERE "status" <> 'approved')::int AS hidden,
      count(DISTINCT "category_id")::int AS categories, count(DISTINCT "location")::int AS locations FROM "ads"."ads"`);
    expect(counts).toMatchObject({ approved: 3000, categories: 19, locations: 10 });
    expect(counts.hidden).toBeGreaterThan(50);

    const page = await client.ask<AdList>(ADS_SUBJECTS.list, { search: BULK_SEARCH_EXAMPLES.common });
    expect(page.total).toBeGreaterThan(20);
    expect(page.ads.every((a) => /fiets/i.test(`${a.title} ${a.description}`))).toBe(true);
    // The vocabulary came from the index, so typo correction works on bulk data too.
    const plural = await client.ask<AdList>(ADS_SUBJECTS.list, { search: BULK_SEARCH_EXAMPLES.plural });
    expect(plural.total).toBe(page.total);
    const typo = await client.ask<AdList>(ADS_SUBJECTS.list, { search: BULK_SEARCH_EXAMPLES.typo });
    expect(typo.ads.length).toBeGreaterThan(0);
    expect(typo.ads.every((a) => /koelkast/i.test(`${a.title} ${a.description}`))).toBe(true);
  });
});
