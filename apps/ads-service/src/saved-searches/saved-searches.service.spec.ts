import { randomUUID } from 'node:crypto';
import { type CreateSavedSearchForUser, ErrorCode, SAVED_SEARCH_MESSAGES as M, SAVED_SEARCHES_MAX } from '@surimarkt/contracts';
import { ENV } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { type Env } from '../config/env';
import { refusal } from '../testing/refusal';
import { startAdsService } from '../testing/start-ads-service';
import { SavedSearchesService } from './saved-searches.service';
import { unsubscribeToken } from './unsubscribe-token';

// Saved searches against the real database: each user's own, only searches a page can show, at most 50 even when
// saved at once, and the alert mail's link pausing the one it names.
describe('SavedSearchesService', () => {
  useTestDatabase();
  let ads: Awaited<ReturnType<typeof startAdsService>>;
  let db: DataSource;
  let searches: SavedSearchesService;
  let categoryId: number;

  beforeAll(async () => {
    ads = await startAdsService({ seedDemo: false });
    db = ads.app.get(DataSource);
    searches = ads.app.get(SavedSearchesService);
    [{ id: categoryId }] = await db.query(`SELECT "id" FROM "ads"."categories" WHERE "slug" = 'elektronica'`);
  }, 60_000);
  afterAll(async () => {
    await ads.stop();
  });

  const save = (userId: string, query: CreateSavedSearchForUser['query'], frequency: 'instant' | 'daily' = 'instant') =>
    searches.create({ userId, query, frequency });
  const countOf = async (userId: string) =>
    ((await db.query(`SELECT count(*)::int AS n FROM "ads"."saved_searches" WHERE "user_id" = $1`, [userId]))[0] as { n: number }).n;

  it("keeps each user's searches to themselves", async () => {
    const owner = randomUUID();
    const other = randomUUID();
    const { savedSearch } = await save(owner, { search: 'koelkast', categoryId });
    expect(savedSearch.name).toBe('"koelkast" · Elektronica');
    expect(await refusal(searches.update({ id: savedSearch.id, userId: other, active: false }))).toEqual({
      code: ErrorCode.NotFound,
      message: M.notFound,
    });
    expect(await refusal(searches.remove(other, savedSearch.id))).toEqual({ code: ErrorCode.NotFound, message: M.notFound });
    expect((await searches.list(other)).savedSearches).toEqual([]);
    expect((await searches.list(owner)).savedSearches).toMatchObject([{ id: savedSearch.id, active: true }]);
  });

  it('refuses a search no page shows, and every new ad by the minute, saving nothing', async () => {
    const user = randomUUID();
    const invalid = { code: ErrorCode.BadRequest, message: M.queryInvalid };
    expect(await refusal(save(user, { featured: true, categoryId }))).toEqual(invalid);
    expect(await refusal(save(user, { minPrice: 5000, maxPrice: 1000 }))).toEqual(invalid);
    expect(await refusal(save(user, { attr: '{"merk":"Samsung"}' }))).toEqual(invalid);
    expect(await refusal(save(user, { categoryId: 999_999 }))).toEqual(invalid);
    expect(await refusal(save(user, {}))).toEqual({ code: ErrorCode.BadRequest, message: M.everythingDailyOnly });
    expect(await countOf(user)).toBe(0);
    expect((await save(user, {}, 'daily')).message).toBe(M.saved);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX}, also when they are saved all at once`, async () => {
    const user = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_MAX + 5 }, (_, i) => refusal(save(user, { search: `fiets ${i}` }))),
    );
    expect(answers.filter((answer) => answer === 'no refusal')).toHaveLength(SAVED_SEARCHES_MAX);
    expect(answers.filter((answer) => answer !== 'no refusal')).toEqual(
      Array.from({ length: 5 }, () => ({ code: ErrorCode.Conflict, message: M.tooMany })),
    );
    expect(await countOf(user)).toBe(SAVED_SEARCHES_MAX);
  });

  it('pauses the search an alert mail names from its link, without login, and refuses a forged link', async () => {
    const { savedSearch } = await save(randomUUID(), { search: 'brommer' });
    const secret = ads.app.get<symbol, Env>(ENV).SESSION_SECRET;
    expect((await searches.unsubscribe(unsubscribeToken(secret, savedSearch.id))).message).toBe(M.unsubscribedFrom('"brommer"'));
    const [{ active }] = await db.query(`SELECT "active" FROM "ads"."saved_searches" WHERE "id" = $1`, [savedSearch.id]);
    expect(active).toBe(false);
    expect(await refusal(searches.unsubscribe(unsubscribeToken('een ander geheim', savedSearch.id)))).toEqual({
      code: ErrorCode.BadRequest,
      message: M.tokenInvalid,
    });
  });
});
