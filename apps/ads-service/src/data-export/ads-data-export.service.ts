import { Injectable } from '@nestjs/common';
import { exportReader } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { REVIEW_SHOWN } from '../reviews/review-visibility';

/**
 * What the ads-service holds about a user, for their data export: their ads, drafts, favourites, recently viewed,
 * bids placed and received, conversations with their messages, reviews written and published about them, and the
 * reports they made, and their saved searches. Another person's contact details on the user's ads (a bidder's e-mail) stay out.
 */
@Injectable()
export class AdsDataExport {
  constructor(private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<Record<string, unknown>> {
    const q = exportReader(this.dataSource, userId);
    const [
      ads,
      drafts,
      favourites,
      recentlyViewed,
      bidsPlaced,
      bidsReceived,
      conversations,
      messages,
      reviewsWritten,
      reviewsReceived,
      reports,
      savedSearches,
    ] = await Promise.all([
      q(`SELECT * FROM "ads"."ads" WHERE "user_id" = $1 ORDER BY "id"`),
      q(`SELECT * FROM "ads"."drafts" WHERE "user_id" = $1 ORDER BY "created_at"`),
      q(`SELECT "ad_id", "created_at" FROM "ads"."favourites" WHERE "user_id" = $1 ORDER BY "created_at"`),
      q(`SELECT * FROM "ads"."recently_viewed" WHERE "user_id" = $1`),
      q(`SELECT * FROM "ads"."bids" WHERE "bidder_id" = $1 ORDER BY "created_at"`),
      q(`SELECT b."id", b."ad_id", b."amount", b."currency", b."status", b."message", b."created_at", b."bidder_name"
             FROM "ads"."bids" b JOIN "ads"."ads" a ON a."id" = b."ad_id" WHERE a."user_id" = $1 ORDER BY b."created_at"`),
      q(`SELECT * FROM "ads"."conversations" WHERE "buyer_id" = $1 OR "seller_id" = $1 ORDER BY "created_at"`),
      q(`SELECT m."conversation_id", m."text", m."created_at", m."sender_id" = $1 AS "from_me"
             FROM "ads"."messages" m JOIN "ads"."conversations" c ON c."id" = m."conversation_id"
            WHERE c."buyer_id" = $1 OR c."seller_id" = $1 ORDER BY m."created_at"`),
      q(`SELECT * FROM "ads"."reviews" WHERE "reviewer_id" = $1 ORDER BY "created_at"`),
      q(`SELECT r."id", r."ad_id", r."rating", r."text", r."created_at", r."reviewee_role" FROM "ads"."reviews" r
            WHERE r."reviewee_id" = $1 AND ${REVIEW_SHOWN} ORDER BY r."created_at"`),
      q(`SELECT "ad_id", "reason", "text", "created_at" FROM "ads"."ad_reports" WHERE "reporter_id" = $1 ORDER BY "created_at"`),
      q(`SELECT * FROM "ads"."saved_searches" WHERE "user_id" = $1 ORDER BY "id"`),
    ]);
    return {
      ads,
      drafts,
      favourites,
      recentlyViewed,
      bids: { placed: bidsPlaced, received: bidsReceived },
      conversations: conversations.map((c) => ({ ...c, messages: messages.filter((m) => m.conversation_id === c.id) })),
      reviews: { written: reviewsWritten, received: reviewsReceived },
      reports,
      savedSearches,
    };
  }
}
