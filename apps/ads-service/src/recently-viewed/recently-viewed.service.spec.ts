import { ADS_SUBJECTS, RECENTLY_VIEWED_SUBJECTS, type RecentlyViewedList } from '@surimarkt/contracts';
import { useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { startAdsService } from '../testing/start-ads-service';

// The history over NATS, as the gateway uses it, on the real database.
describe('recently viewed over NATS', () => {
  const service = useServiceUnderTest(() => startAdsService({ seedDemo: false }));
  const user = '00000000-0000-4000-8000-000000000001';
  const other = '00000000-0000-4000-8000-000000000002';
  let ids: number[];
  let db: DataSource;

  const list = (userId = user) => service.client.ask<RecentlyViewedList>(RECENTLY_VIEWED_SUBJECTS.list, { userId });
  /** An event has no answer: wait until the history shows the ad on top. */
  const record = async (adId: number, userId = user) => {
    service.client.emit(RECENTLY_VIEWED_SUBJECTS.record, { userId, adId });
    for (let tries = 0; tries < 100 && (await list(userId)).items[0]?.id !== adId; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
  };

  beforeAll(async () => {
    db = service.app.get(DataSource);
    const [{ id: categoryId }] = await db.query(`SELECT id FROM ads.categories WHERE slug = 'elektronica'`);
    ids = (
      await db.query(
        `INSERT INTO ads.ads (user_id, title, description, price, currency, location, category_id, status)
       SELECT 'eigenaar', 'Radio ' || n, 'Werkt', NULL, 'EUR', 'Nickerie', $1, 'approved' FROM generate_series(1, 12) n ORDER BY n
         RETURNING id`,
        [categoryId],
      )
    ).map((r: { id: number }) => r.id);
  });

  it("merges into a full list below the server's entries, so the newest 10 stay the server's", async () => {
    for (const id of ids.slice(0, 10)) await record(id);
    const merged = await service.client.ask<RecentlyViewedList>(RECENTLY_VIEWED_SUBJECTS.merge, {
      userId: user,
      adIds: [ids[11], ids[10]],
    });
    expect(merged.items.map((i) => i.id)).toEqual(ids.slice(0, 10).reverse());
    expect(merged.items[0]).toMatchObject({
      title: 'Radio 10',
      price: null,
      currency: 'EUR',
      location: 'Nickerie',
      categoryName: 'Elektronica',
    });
  });

  it("orders the browser's ids after the server's, in the order given, below a short list", async () => {
    await service.client.ask(RECENTLY_VIEWED_SUBJECTS.clear, { userId: other });
    await record(ids[0], other);
    const merged = await service.client.ask<RecentlyViewedList>(RECENTLY_VIEWED_SUBJECTS.merge, {
      userId: other,
      adIds: [ids[5], ids[4], ids[0]],
    });
    expect(merged.items.map((i) => [i.id, i.viewCount])).toEqual([
      [ids[0], 1],
      [ids[5], 1],
      [ids[4], 1],
    ]);
  });

  it("loses a deleted ad from every history, and a removed owner's history", async () => {
    await db.query('DELETE FROM ads.ads WHERE id = $1', [ids[9]]);
    expect((await list()).items.map((i) => i.id)).not.toContain(ids[9]);
    expect((await list()).total).toBe(9);
    await service.client.ask(ADS_SUBJECTS.removeOwner, { userId: user });
    expect(await list()).toEqual({ items: [], total: 0 });
    expect((await list(other)).total).toBe(3);
  });
});
