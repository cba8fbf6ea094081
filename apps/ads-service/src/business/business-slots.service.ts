import { Inject, Injectable } from '@nestjs/common';
import {
  AD_WRITE_MESSAGES,
  BILLING_MESSAGES as M,
  BILLING_SUBJECTS,
  type BusinessEntitlements,
  type BusinessUsage,
  ErrorCode,
  EVENT_SUBJECTS,
  type PromotionLimit,
  ADS_MESSAGES,
} from '@surimarkt/contracts';
import { notFound, OutboxRelay, rpcError, type ServiceClient } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';

export const BILLING_CLIENT = Symbol('BILLING_CLIENT');

/** An ad takes a slot while it waits for review or is online (approved and not yet expired). */
const TAKES_SLOT = `("status" = 'pending' OR ("status" = 'approved' AND "expires_at" > now()))`;

/** The days everyone's ad stays online; a business package may give more. */
export const DEFAULT_LIFETIME_DAYS = 30;

/**
 * A business package's limits, enforced where ads are written: no more ads online (or waiting) than the package's
 * slots, featured ads and top listings within its counts, and an ad's time online as the package gives. The
 * billing-service says what the package allows now; a per-user lock makes two posts at once count one after the other.
 */
@Injectable()
export class BusinessSlotsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BILLING_CLIENT) private readonly billing: ServiceClient,
    private readonly outbox: OutboxRelay,
  ) {}

  entitlements(userId: string): Promise<BusinessEntitlements> {
    return this.billing.send<BusinessEntitlements>(BILLING_SUBJECTS.entitlements, { userId });
  }

  /**
   * Inside the transaction that puts one more ad in a slot (a new ad, a renewal): refuses when the package is not
   * active or full, and answers the ad's days online.
   */
  async claimSlot(manager: EntityManager, userId: string, accountType: 'user' | 'business' | undefined): Promise<number> {
    if (accountType !== 'business') return DEFAULT_LIFETIME_DAYS;
    const allowed = await this.entitlements(userId);
    if (!allowed.isBusiness) return DEFAULT_LIFETIME_DAYS;
    if (!allowed.slotsActive) throw rpcError(ErrorCode.Forbidden, M.subscriptionInactive);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('ads-slots:' || $1))`, [userId]);
    const [{ used }] = await manager.query(`SELECT count(*)::int AS used FROM "ads"."ads" WHERE "user_id" = $1 AND ${TAKES_SLOT}`, [
      userId,
    ]);
    if (used >= allowed.maxAds) throw rpcError(ErrorCode.Conflict, M.adLimitReached(allowed.maxAds));
    return allowed.validityDays;
  }

  async usage(userId: string): Promise<BusinessUsage> {
    const [row] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE ${TAKES_SLOT})::int AS "activeAds",
              count(*) FILTER (WHERE "featured" AND "status" = 'approved')::int AS "featuredAds",
              count(*) FILTER (WHERE "top_listing" AND "status" = 'approved')::int AS "topListings"
         FROM "ads"."ads" WHERE "user_id" = $1`,
      [userId],
    );
    return row;
  }

  /** The owner features an ad or gives it a top listing (or takes either away), within the package's counts. */
  /**
   * Promotions a package no longer pays for (paused, ended or smaller) end with the expired ads. Expiring ads must not
   * wait for billing: if it cannot answer, the run says so and the next day's run catches up.
   */
  async endUnpaidPromotions(): Promise<{ endedPromotions: number } | { promotionsSkipped: string }> {
    let limits: PromotionLimit[];
    try {
      ({ limits } = await this.billing.send<{ limits: PromotionLimit[] }>(BILLING_SUBJECTS.promotionLimits, {}));
    } catch (error) {
      return { promotionsSkipped: (error as Error).message };
    }
    return { endedPromotions: (await this.trimPromotions(limits)).ended };
  }

  /** Ends the featured ads and top listings beyond each business's allowance; its most recently promoted ads keep theirs. */
  async trimPromotions(limits: PromotionLimit[]): Promise<{ ended: number }> {
    if (!limits.length) return { ended: 0 };
    let ended = 0;
    for (const [column, allowance] of [
      ['featured', 'featuredAds'],
      ['top_listing', 'topListings'],
    ] as const) {
      const [, count] = await this.dataSource.query(
        `WITH "limits" AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x("userId" text, "featuredAds" int, "topListings" int)),
              "ranked" AS (
                SELECT a."id", row_number() OVER (PARTITION BY a."user_id" ORDER BY a."updated_at" DESC, a."id" DESC) AS "rank",
                       l."${allowance}" AS "allowed"
                  FROM "ads"."ads" a JOIN "limits" l ON l."userId" = a."user_id" WHERE a."${column}")
         UPDATE "ads"."ads" SET "${column}" = false, "updated_at" = now() FROM "ranked" WHERE "ads"."id" = "ranked"."id" AND
           "ranked"."rank" > "ranked"."allowed"`,
        [JSON.stringify(limits)],
      );
      ended += Number(count);
    }
    return { ended };
  }

  async promote(dto: { userId: string; id: number; featured?: boolean; topListing?: boolean }): Promise<void> {
    const allowed = dto.featured || dto.topListing ? await this.entitlements(dto.userId) : undefined;
    if (allowed && !allowed.isBusiness) throw rpcError(ErrorCode.Forbidden, M.promotionBusinessOnly);
    if (allowed && !allowed.slotsActive) throw rpcError(ErrorCode.Forbidden, M.subscriptionInactive);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('ads-slots:' || $1))`, [dto.userId]);
      const [ad] = await manager.query(`SELECT "user_id", "status", "featured" FROM "ads"."ads" WHERE "id" = $1 FOR UPDATE`, [dto.id]);
      if (!ad) throw notFound(ADS_MESSAGES.adNotFound);
      if (ad.user_id !== dto.userId) throw rpcError(ErrorCode.Forbidden, AD_WRITE_MESSAGES.notOwner);
      if ((dto.featured || dto.topListing) && ad.status !== 'approved') throw rpcError(ErrorCode.Conflict, M.promotionNeedsApproval);
      for (const [flag, column, max, message] of [
        [dto.featured, 'featured', allowed?.featuredAds, M.featuredLimitReached],
        [dto.topListing, 'top_listing', allowed?.topListings, M.topLimitReached],
      ] as const) {
        if (flag === undefined) continue;
        if (flag) {
          const [{ used }] = await manager.query(
            `SELECT count(*)::int AS used FROM "ads"."ads" WHERE "user_id" = $1 AND "${column}" AND "status" = 'approved' AND "id" <> $2`,
            [dto.userId, dto.id],
          );
          if (used >= (max ?? 0)) throw rpcError(ErrorCode.Conflict, message(max ?? 0));
        }
        await manager.query(`UPDATE "ads"."ads" SET "${column}" = $2, "updated_at" = now() WHERE "id" = $1`, [dto.id, flag]);
      }
      // Written with the featuring: the featured ads' page's saved searches hear of it once, even across a restart.
      if (dto.featured && !ad.featured) await this.outbox.add(manager, EVENT_SUBJECTS.adFeatured, { adId: dto.id });
    });
    void this.outbox.flush();
  }
}
