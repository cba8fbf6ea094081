import { type EntityManager } from 'typeorm';

/**
 * Who may be named as the buyer of an ad: someone who wrote to the seller about it or bid on it (each once, as
 * 'message' when they did both). Only they can be invited to review, so nobody rates a stranger.
 */
export async function buyerCandidates(manager: EntityManager, adId: number): Promise<Array<{ id: string; via: 'message' | 'bid' }>> {
  const rows: { id: string; via: 'message' | 'bid' }[] = await manager.query(
    `SELECT DISTINCT ON ("id") "id", "via" FROM (
       SELECT c."buyer_id" AS "id", 'message' AS "via", 0 AS "rank" FROM "ads"."conversations" c
       WHERE c."ad_id" = $1
         AND EXISTS (SELECT 1 FROM "ads"."messages" m WHERE m."conversation_id" = c."id" AND m."sender_id" = c."buyer_id")
       UNION ALL
       SELECT "bidder_id", 'bid', 1 FROM "ads"."bids" WHERE "ad_id" = $1
     ) candidates ORDER BY "id", "rank"`,
    [adId],
  );
  return rows;
}
