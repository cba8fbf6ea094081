import { Injectable } from '@nestjs/common';
import {
  type CreateReviewForUser,
  ErrorCode,
  REVIEW_INVITATION_DAYS,
  REVIEW_MESSAGES as M,
  type ReviewInvitationList,
  type ReviewList,
  PUSH_TEXTS,
  PUSH_URLS,
  DELETED_USER_NAME,
} from '@surimarkt/contracts';
import { InjectEnv, notFound, OutboxRelay, rpcError, siteOf } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import { addUserMail } from '../ads/user-mail';
import { addUserPush } from '../ads/user-push';
import { type Env } from '../config/env';
import { Identities } from '../identities/identities.service';
import { reviewInvitationMail } from './review-mails';
import { REVIEW_SHOWN } from './review-visibility';

/** Names for someone the accounts-service no longer shows (a suspended account). */

/** Reviews between the two sides of a sale: one invitation each, used once, shown when both wrote or after 14 days. */
@Injectable()
export class ReviewsService {
  private readonly site: { publicUrl: string; siteName: string };

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
    private readonly identities: Identities,
    @InjectEnv() env: Env,
  ) {
    this.site = siteOf(env);
  }

  /**
   * Inside the sale's transaction: invites the seller to rate the buyer and the buyer to rate the seller, each once per
   * ad (a sale marked again invites nobody twice), and mails both.
   */
  async inviteBoth(
    manager: EntityManager,
    sale: { adId: number; adTitle: string; sellerId: string; buyerId: string },
    names: Map<string, { displayName: string }>,
  ): Promise<void> {
    const sides = [
      { reviewer: sale.buyerId, reviewee: sale.sellerId, role: 'seller' as const },
      { reviewer: sale.sellerId, reviewee: sale.buyerId, role: 'buyer' as const },
    ];
    for (const side of sides) {
      // One review per pair of people, and one per side of an ad: a sale taken back and made again to another
      // account (a sock puppet) invites nobody to rate the seller for that ad a second time.
      const invited: unknown[] = await manager.query(
        `INSERT INTO "ads"."review_invitations" ("ad_id", "ad_title", "reviewer_id", "reviewee_id", "reviewee_role", "expires_at")
         SELECT $1::int, $2::varchar, $3::varchar, $4::varchar, $5::varchar, now() + interval '${REVIEW_INVITATION_DAYS} days'
          WHERE NOT EXISTS (SELECT 1 FROM "ads"."reviews" r WHERE r."reviewer_id" = $3 AND r."reviewee_id" = $4)
            AND NOT EXISTS (SELECT 1 FROM "ads"."reviews" r WHERE r."ad_id" = $1 AND r."reviewee_role" = $5)
         ON CONFLICT ("ad_id", "reviewer_id") DO NOTHING
         RETURNING "id"`,
        [sale.adId, sale.adTitle, side.reviewer, side.reviewee, side.role],
      );
      if (!invited.length) continue;
      const otherName = names.get(side.reviewee)?.displayName ?? DELETED_USER_NAME;
      await addUserMail(
        this.outbox,
        manager,
        side.reviewer,
        reviewInvitationMail({ adTitle: sale.adTitle, otherName, role: side.role }, this.site),
      );
      await addUserPush(this.outbox, manager, side.reviewer, {
        kind: 'review',
        title: sale.adTitle,
        body: PUSH_TEXTS.reviewInvited,
        url: PUSH_URLS.reviews,
      });
    }
  }

  /** A sale taken back voids its invitations: those nobody used yet go with it (a written review stays). */
  async withdrawUnused(manager: EntityManager, adId: number): Promise<void> {
    await manager.query(`DELETE FROM "ads"."review_invitations" WHERE "ad_id" = $1 AND "used_at" IS NULL`, [adId]);
  }

  async invitations(userId: string): Promise<ReviewInvitationList> {
    const rows: {
      id: string;
      ad_id: number;
      ad_title: string;
      reviewee_id: string;
      reviewee_role: 'seller' | 'buyer';
      expires_at: Date;
    }[] = await this.dataSource.query(
      `SELECT "id", "ad_id", "ad_title", "reviewee_id", "reviewee_role", "expires_at" FROM "ads"."review_invitations"
         WHERE "reviewer_id" = $1 AND "used_at" IS NULL AND "expires_at" > now() ORDER BY "created_at" DESC`,
      [userId],
    );
    const names = await this.identities.byIds(rows.map((row) => row.reviewee_id));
    return {
      invitations: rows.map((row) => ({
        id: row.id,
        adId: row.ad_id,
        adTitle: row.ad_title,
        otherParty: { id: row.reviewee_id, displayName: names.get(row.reviewee_id)?.displayName ?? DELETED_USER_NAME },
        role: row.reviewee_role,
        expiresAt: row.expires_at.toISOString(),
      })),
    };
  }

  /** One review per invitation, by its reviewer only, within its 30 days. */
  async create(dto: CreateReviewForUser): Promise<{ success: true; message: string }> {
    await this.dataSource.transaction(async (manager) => {
      const [invitation]: { ad_id: number; reviewee_id: string; reviewee_role: string; used_at: Date | null; expired: boolean }[] =
        await manager.query(
          `SELECT "ad_id", "reviewee_id", "reviewee_role", "used_at", "expires_at" <= now() AS "expired"
           FROM "ads"."review_invitations" WHERE "id" = $1 AND "reviewer_id" = $2 FOR UPDATE`,
          [dto.invitationId, dto.userId],
        );
      if (!invitation) throw notFound(M.invitationUnknown);
      if (invitation.used_at) throw rpcError(ErrorCode.Conflict, M.alreadyReviewed);
      if (invitation.expired) throw rpcError(ErrorCode.Conflict, M.invitationExpired);
      const [earlier] = await manager.query(`SELECT 1 FROM "ads"."reviews" WHERE "reviewer_id" = $1 AND "reviewee_id" = $2`, [
        dto.userId,
        invitation.reviewee_id,
      ]);
      if (earlier) throw rpcError(ErrorCode.Conflict, M.alreadyReviewedPerson);
      await manager.query(
        `INSERT INTO "ads"."reviews" ("invitation_id", "ad_id", "reviewer_id", "reviewee_id", "reviewee_role", "rating", "text")
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [dto.invitationId, invitation.ad_id, dto.userId, invitation.reviewee_id, invitation.reviewee_role, dto.rating, dto.text],
      );
      await manager.query(`UPDATE "ads"."review_invitations" SET "used_at" = now() WHERE "id" = $1`, [dto.invitationId]);
    });
    return { success: true, message: M.saved };
  }

  /** The reviews about someone that show, newest first. */
  async aboutUser(userId: string): Promise<ReviewList> {
    const rows: { id: string; rating: number; text: string; created_at: Date; reviewer_id: string; reviewee_role: 'seller' | 'buyer' }[] =
      await this.dataSource.query(
        `SELECT r."id", r."rating", r."text", r."created_at", r."reviewer_id", r."reviewee_role" FROM "ads"."reviews" r
         WHERE r."reviewee_id" = $1 AND ${REVIEW_SHOWN} ORDER BY r."created_at" DESC LIMIT 100`,
        [userId],
      );
    const names = await this.identities.byIds(rows.map((row) => row.reviewer_id));
    return {
      reviews: rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        text: row.text,
        createdAt: row.created_at.toISOString(),
        reviewerName: names.get(row.reviewer_id)?.displayName ?? DELETED_USER_NAME,
        role: row.reviewee_role,
      })),
    };
  }
}
