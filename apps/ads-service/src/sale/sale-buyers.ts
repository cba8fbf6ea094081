import { type EntityManager } from 'typeorm';

/**
 * Who may be named as the buyer of an ad: someone who bid on it (and, once messages exist, wrote about it). Only they
 * can be invited to review, so nobody rates a stranger.
 */
export async function buyerCandidates(manager: EntityManager, adId: number): Promise<Array<{ id: string; via: 'message' | 'bid' }>> {
  const rows: { id: string; via: 'message' | 'bid' }[] = await manager.query(
    `SELECT DISTINCT ON ("bidder_id") "bidder_id" AS "id", 'bid' AS "via" FROM "ads"."bids" WHERE "ad_id" = $1 ORDER BY "bidder_id"`,
    [adId],
  );
  return rows;
}
