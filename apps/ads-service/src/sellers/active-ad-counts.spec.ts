import { randomUUID } from 'node:crypto';
import { useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { insertAd } from '../testing/insert-ad';
import { startAdsService } from '../testing/start-ads-service';
import { ActiveAdCounts, EXACT_COUNT_MAX } from './active-ad-counts';

describe("a seller's ads online", () => {
  const service = useServiceUnderTest(() => startAdsService({ seedDemo: false }));
  const counts = () => service.app.get(ActiveAdCounts);
  const db = () => service.app.get(DataSource);
  /** `n` more ads of one seller, written in one statement (a copy of one ad). */
  const copies = async (adId: number, n: number) =>
    db().query(
      `INSERT INTO "ads"."ads" ("user_id", "title", "description", "price", "currency", "images", "location", "category_id", "status",
         "search_title", "search_body")
       SELECT "user_id", "title", "description", "price", "currency", "images", "location", "category_id", "status", "search_title",
         "search_body" FROM "ads"."ads", generate_series(1, $2) WHERE "id" = $1`,
      [adId, n],
    );

  it('counts the approved ads of a seller with few, and sees every change at once', async () => {
    const seller = randomUUID();
    const first = await insertAd(db(), { userId: seller });
    await insertAd(db(), { userId: seller });
    await insertAd(db(), { userId: seller, status: 'pending' });
    await insertAd(db(), { title: 'Van iemand anders' });
    expect(await counts().of(seller)).toBe(2);

    await db().query(`UPDATE "ads"."ads" SET "status" = 'sold' WHERE "id" = $1`, [first]);
    expect(await counts().of(seller)).toBe(1);
    expect(await counts().of(randomUUID())).toBe(0);
  });

  it('counts a seller with very many ads once, and answers from that count for a minute', async () => {
    const seller = randomUUID();
    const first = await insertAd(db(), { userId: seller });
    await copies(first, EXACT_COUNT_MAX + 4);
    expect(await counts().of(seller)).toBe(EXACT_COUNT_MAX + 5);

    // Three more: the next readers get the kept count (no full count per page view), still far above the exact range.
    await copies(first, 3);
    expect(await counts().of(seller)).toBe(EXACT_COUNT_MAX + 5);
    // A seller who falls back under it is counted exactly again.
    await db().query(`UPDATE "ads"."ads" SET "status" = 'expired' WHERE "user_id" = $1 AND "id" <> $2`, [seller, first]);
    expect(await counts().of(seller)).toBe(1);
  });
});
