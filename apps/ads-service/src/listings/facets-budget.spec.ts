import { type INestMicroservice } from '@nestjs/common';
import { type AdFacets, type AdList, ADS_SUBJECTS } from '@surimarkt/contracts';
import { createTestNatsClient, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { BULK_SEARCH_EXAMPLES, bulkSeedAds } from '../seed/bulk-seed';
import { startAdsService } from '../testing/start-ads-service';

// The counts beside a common word's filters grow with the site (seconds at a million ads): over their time budget
// the facets come uncounted, at once, and the list itself answers as always.
describe('facets over their time budget', () => {
  useTestDatabase();
  let app: INestMicroservice;
  let stop: () => Promise<void>;
  const client = createTestNatsClient();
  const facets = (query: Record<string, unknown>) => client.ask<AdFacets>(ADS_SUBJECTS.facets, query);

  beforeAll(async () => {
    // A budget no count over thousands of ads can meet, as a common word's at a million ads cannot meet 500 ms.
    process.env.FACETS_COUNT_TIMEOUT_MS = '1';
    ({ app, stop } = await startAdsService({ seedDemo: false }).finally(() => delete process.env.FACETS_COUNT_TIMEOUT_MS));
    await bulkSeedAds(app.get(DataSource), 20_000);
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client.close();
    await stop?.();
  });

  it('answers uncounted instead of counting for seconds, remembers it, and leaves the list as it is', async () => {
    const search = { search: BULK_SEARCH_EXAMPLES.common };
    expect(await facets(search)).toMatchObject({ uncounted: true, categories: [], locations: [], priceBands: [] });
    // Asked again within the minute, it is not counted again: the answer is at once.
    const started = Date.now();
    expect((await facets(search)).uncounted).toBe(true);
    expect(Date.now() - started).toBeLessThan(200);
    const list = await client.ask<AdList>(ADS_SUBJECTS.list, { ...search, limit: 20 });
    expect(list.ads).toHaveLength(20);
    // Nothing keeps running in the database after the budget.
    const running = await app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'ads-service-facets' AND state = 'active'`);
    expect(running).toEqual([{ n: 0 }]);
  });
});
