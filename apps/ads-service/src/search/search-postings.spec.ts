import { type AdList, ADS_SUBJECTS } from '@surimarkt/contracts';
import { useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { insertApprovedAd } from '../testing/insert-approved-ad';
import { searchColumns } from './search-vocabulary';
import { startAdsService } from '../testing/start-ads-service';
import { SearchPostingsService } from './search-postings.service';

// A hot word's search reads its postings; these tests make 'fiets' hot on the demo data (a handful of ads) and
// check that the answers are the very ones the index gives, while ads come, change and go.
describe('search postings of common words', () => {
  const service = useServiceUnderTest(() => startAdsService({ seedDemo: true }));
  const { client } = service;
  const db = () => service.app.get(DataSource);
  const postings = () => service.app.get(SearchPostingsService);
  const search = (term: string, extra: Record<string, unknown> = {}) =>
    client.ask<AdList>(ADS_SUBJECTS.list, { search: term, limit: 100, ...extra });
  const ids = async (term: string, extra: Record<string, unknown> = {}) => (await search(term, extra)).ads.map((a) => a.id);

  const approvedAd = (title: string, createdAt = new Date()) => insertApprovedAd(db(), title, createdAt);
  const filtersOf = async (id: number): Promise<{ category_id: number; subcategory_id: number | null; location: string }> =>
    (await db().query(`SELECT "category_id", "subcategory_id", "location" FROM "ads"."ads" WHERE "id" = $1`, [id]))[0];

  it('answers a hot word exactly as the index does: same ads, same order, same total, with filters and pages', async () => {
    // The category and place of an ad with the word, so the filtered searches below find something.
    const first = await filtersOf((await search('fiets')).ads[0].id);
    const filtered = { categoryId: first.category_id, location: first.location };
    const inSubcategory = { categoryId: first.subcategory_id ?? first.category_id };
    const before = {
      all: await search('fiets'),
      page2: await search('fiets', { limit: 2, offset: 2 }),
      located: await search('fiets', { location: 'Paramaribo' }),
      filtered: await search('fiets', filtered),
      inSubcategory: await search('fiets', inSubcategory),
    };
    expect(before.all.ads.length).toBeGreaterThan(3);
    expect(before.filtered.ads.length).toBeGreaterThan(0);
    expect(before.inSubcategory.ads.length).toBeGreaterThan(0);
    expect(await postings().promote(2, 10_000)).toBeGreaterThan(0);
    const [hot] = await db().query(`SELECT count(*)::int AS n FROM "ads"."search_hot_words" WHERE "word" = 'fiets'`);
    expect(hot.n).toBe(2);
    expect(await search('fiets')).toEqual(before.all);
    expect(await search('fiets', { limit: 2, offset: 2 })).toEqual(before.page2);
    expect(await search('fiets', { location: 'Paramaribo' })).toEqual(before.located);
    expect(await search('fiets', filtered)).toEqual(before.filtered);
    expect(await search('fiets', inSubcategory)).toEqual(before.inSubcategory);
    // Ads with 'fiets' in the title (or their category's name) come first, then those that only mention it, each
    // newest first.
    const inTitle = before.all.ads.map((a) => /fiets/i.test(`${a.title} ${a.category} ${a.subcategory ?? ''}`));
    expect(inTitle.indexOf(false) === -1 || !inTitle.slice(inTitle.indexOf(false)).includes(true)).toBe(true);
  });

  it('reads the postings, and keeps them as ads are approved, edited and hidden', async () => {
    await postings().promote(2, 10_000);
    // The postings are what is read: emptied behind the trigger's back, a search for the word finds nothing.
    const saved = await db().query(`SELECT * FROM "ads"."search_postings" WHERE "word" = 'fiets'`);
    await db().query(`DELETE FROM "ads"."search_postings" WHERE "word" = 'fiets'`);
    expect((await search('fiets')).ads).toEqual([]);
    for (const row of saved) {
      await db().query(
        `INSERT INTO "ads"."search_postings" ("word", "in_title", "created_at", "ad_id", "category_id", "subcategory_id", "location")
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [row.word, row.in_title, row.created_at, row.ad_id, row.category_id, row.subcategory_id, row.location],
      );
    }

    const fresh = await approvedAd('Racefiets carbon');
    expect((await ids('fiets'))[0]).toBe(fresh);
    // The postings carry the ad's place (and category): moved, it is found in its new place only.
    const { location: place } = await filtersOf(fresh);
    const elsewhere = place === 'Nickerie' ? 'Paramaribo' : 'Nickerie';
    await db().query(`UPDATE "ads"."ads" SET "location" = $2 WHERE "id" = $1`, [fresh, elsewhere]);
    expect(await ids('fiets', { location: elsewhere })).toContain(fresh);
    expect(await ids('fiets', { location: place })).not.toContain(fresh);
    await db().query(`UPDATE "ads"."ads" SET "title" = 'Racemonster carbon', "search_title" = $2 WHERE "id" = $1`, [
      fresh,
      searchColumns('Racemonster carbon', '').searchTitle,
    ]);
    expect(await ids('fiets')).not.toContain(fresh);
    await db().query(`UPDATE "ads"."ads" SET "title" = 'Racefiets carbon', "search_title" = $2 WHERE "id" = $1`, [
      fresh,
      searchColumns('Racefiets carbon', '').searchTitle,
    ]);
    expect((await ids('fiets'))[0]).toBe(fresh);
    await db().query(`UPDATE "ads"."ads" SET "status" = 'expired' WHERE "id" = $1`, [fresh]);
    expect(await ids('fiets')).not.toContain(fresh);
  });

  it('keeps only the newest postings and still answers older pages in full from the index', async () => {
    await postings().promote(2, 10_000);
    const older = await approvedAd('Oude fiets', new Date('2020-01-01T00:00:00Z'));
    const everything = await search('fiets');
    expect(everything.ads.map((a) => a.id)).toContain(older);
    expect(await postings().trim(1)).toBeGreaterThan(0);
    const [{ n }] = await db().query(`SELECT count(*)::int AS n FROM "ads"."search_postings" WHERE "word" = 'fiets' AND "in_title"`);
    expect(n).toBe(1);
    expect(await search('fiets')).toEqual(everything);
    expect(await search('fiets', { limit: 1 })).toEqual({ ads: everything.ads.slice(0, 1), total: everything.total });
  });

  it('drops the typing prefix for a hot word only', async () => {
    await postings().promote(2, 10_000);
    // 'fietsbel' begins with 'fiets' but is not a bicycle; the prefix still completes a word that is not hot.
    const bell = await approvedAd('Fietsbel chroom');
    expect(await ids('fiets')).not.toContain(bell);
    expect(await ids('fietsbe')).toContain(bell);
  });
});
