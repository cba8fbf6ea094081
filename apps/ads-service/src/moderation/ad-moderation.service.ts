import { Injectable } from '@nestjs/common';
import {
  AD_WRITE_MESSAGES as M,
  type AdDecidedEvent,
  type AdStatusChangedEvent,
  type AdSubmittedEvent,
  type Currency,
  ErrorCode,
  EVENT_SUBJECTS,
  ADS_MESSAGES,
} from '@surimarkt/contracts';
import { markHandled, notFound, OutboxRelay, rpcError } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import { BusinessSlotsService } from '../business/business-slots.service';
import { settleReportsOnDecision } from '../reports/ad-reports.service';
import { addToVocabulary } from '../search/search-vocabulary';

/**
 * The ads-service's side of review: it announces ads that need review, applies the moderation-service's decisions,
 * takes ads offline after 30 days and lets their owners renew them. Every change of status that the owner should
 * hear about leaves an event in the same transaction.
 */
@Injectable()
export class AdModerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
    private readonly slots: BusinessSlotsService,
  ) {}

  /** Inside the transaction that stores a new or edited ad: the moderation-service will queue it. */
  async submitted(
    manager: EntityManager,
    ad: { id: number; userId: string; title: string; description: string; price: number | null; currency: Currency },
    kind: AdSubmittedEvent['kind'],
  ): Promise<void> {
    const event: Omit<AdSubmittedEvent, 'eventId'> = {
      adId: ad.id,
      userId: ad.userId,
      title: ad.title,
      description: ad.description,
      price: ad.price,
      currency: ad.currency,
      kind,
      submittedAt: new Date().toISOString(),
    };
    await this.outbox.add(manager, EVENT_SUBJECTS.adSubmitted, event);
  }

  /** After the commit: sends the events now rather than at the relay's next sweep. */
  announce(): void {
    void this.outbox.flush();
  }

  /**
   * Applies a decision once, whether it arrives as the moderation-service's request or as its event (or both, in
   * either order): a decision older than the one applied last changes nothing. An approved ad is in search at once,
   * its words joining the vocabulary of typo correction, and online for 30 days.
   */
  async applyDecision(decision: Omit<AdDecidedEvent, 'eventId'> & { eventId?: string }): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (decision.eventId && !(await markHandled(manager, 'ads', decision.eventId))) return;
      const [current] = await manager.query(
        `SELECT a."user_id", a."title", a."description", a."status", a."decision_id",
                concat_ws(E'\n', c."name", s."name") AS "category_names"
           FROM "ads"."ads" a LEFT JOIN "ads"."categories" c ON c."id" = a."category_id"
           LEFT JOIN "ads"."categories" s ON s."id" = a."subcategory_id"
          WHERE a."id" = $1 FOR UPDATE OF a`,
        [decision.adId],
      );
      if (!current) {
        // A decision on an ad deleted since: nothing left to change.
        if (decision.eventId) return;
        throw notFound(ADS_MESSAGES.adNotFound);
      }
      if (current.decision_id !== null && Number(current.decision_id) >= decision.decisionId) return;
      await manager.query(
        `UPDATE "ads"."ads" SET "status" = $2::varchar, "decision_id" = $4, "updated_at" = now(),
           "rejection_reason" = CASE WHEN $2::varchar = 'rejected' THEN $3::text ELSE NULL END,
           "approved_at" = CASE WHEN $2::varchar = 'approved' THEN now() ELSE "approved_at" END,
           "expires_at" = CASE WHEN $2::varchar = 'approved' THEN now() + make_interval(days => "lifetime_days") ELSE "expires_at" END,
           -- A decision ends the wait of an edit: the version kept for its page while it waited is done with.
           "approved_description" = NULL
         WHERE "id" = $1`,
        [decision.adId, decision.status, decision.reason, decision.decisionId],
      );
      // The category's names count too: the ad is found by them (searchColumns), and the count picks the search's plan.
      if (decision.status === 'approved')
        await addToVocabulary(manager, [`${current.title}\n${current.category_names}`, current.description]);
      await settleReportsOnDecision(manager, decision.adId, current.status, decision.status);
      if (current.status !== decision.status) {
        await this.statusChanged(manager, {
          adId: decision.adId,
          userId: current.user_id,
          title: current.title,
          status: decision.status,
          reason: decision.reason,
        });
      }
    });
    this.announce();
  }

  /**
   * The daily expired-ads job (run by the moderation-service's scheduler): approved ads past their 30 days go offline;
   * the owners hear of it.
   */
  async expireDue(): Promise<{ expired: number }> {
    const expired = await this.dataSource.transaction(async (manager) => {
      // TypeORM answers an UPDATE with [rows, count].
      const [rows]: [{ id: number; user_id: string; title: string }[], number] = await manager.query(
        `UPDATE "ads"."ads" SET "status" = 'expired', "updated_at" = now()
          WHERE "status" = 'approved' AND "expires_at" <= now() RETURNING "id", "user_id", "title"`,
      );
      for (const row of rows)
        await this.statusChanged(manager, { adId: row.id, userId: row.user_id, title: row.title, status: 'expired', reason: null });
      return rows.length;
    });
    this.announce();
    return { expired };
  }

  /** The owner puts an expired ad online for another 30 days; its content was approved, so no new review. */
  async renew(userId: string, id: number, accountType: 'user' | 'business' | undefined): Promise<void> {
    const [ad] = await this.dataSource.query(`SELECT "user_id", "status" FROM "ads"."ads" WHERE "id" = $1`, [id]);
    if (!ad) throw notFound(ADS_MESSAGES.adNotFound);
    if (ad.user_id !== userId) throw rpcError(ErrorCode.Forbidden, M.notOwner);
    if (ad.status !== 'expired') throw rpcError(ErrorCode.Conflict, M.renewNotExpired);
    // A business ad coming back online takes a slot of its package again, for the package's days.
    await this.dataSource.transaction(async (manager) => {
      const lifetimeDays = await this.slots.claimSlot(manager, userId, accountType);
      await manager.query(
        `UPDATE "ads"."ads" SET "status" = 'approved', "lifetime_days" = $2::smallint, "expires_at" = now() + make_interval(days =>
           $3::int), "updated_at" = now()
          WHERE "id" = $1 AND "status" = 'expired'`,
        [id, lifetimeDays, lifetimeDays],
      );
    });
  }

  private async statusChanged(manager: EntityManager, change: Omit<AdStatusChangedEvent, 'eventId'>): Promise<void> {
    await this.outbox.add(manager, EVENT_SUBJECTS.adStatusChanged, change);
  }
}
