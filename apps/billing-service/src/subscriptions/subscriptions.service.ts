import { Injectable } from '@nestjs/common';
import {
  BILLING_MESSAGES as M,
  type AdminSubscriptionList,
  type BusinessCustomerList,
  type BusinessEntitlements,
  type BusinessSubscription,
  ErrorCode,
  EVENT_SUBJECTS,
  type MailContent,
  type PackageType,
  type PromotionLimit,
  SUBSCRIPTION_REMINDER_DAYS,
  type UserMailEvent,
} from '@surimarkt/contracts';
import { InjectEnv, mailBodyText, notFound, OutboxRelay, rpcError, siteOf } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import { euros, longDate as day } from '../common/dutch-format';
import { type Env } from '../config/env';
import { effectiveStatus, nextPeriod, paymentDue, slotsActive, type StoredSubscription } from './subscription-state';

export interface SubscriptionRow {
  id: string;
  user_id: string;
  company_name: string;
  contact_name: string;
  contact_email: string;
  package_type: PackageType;
  next_package_type: PackageType | null;
  status: StoredSubscription['status'];
  auto_renew: boolean;
  current_period_start: Date | null;
  current_period_end: Date | null;
  reminded_for: Date | null;
  created_at: Date;
  name: string;
  price_cents: number;
  max_ads: number;
  featured_ads: number;
  top_listings: number;
  validity_days: number;
}

const COLUMNS = `s.*, p."name", p."price_cents", p."max_ads", p."featured_ads", p."top_listings", p."validity_days"`;
const FROM = `FROM "billing"."subscriptions" s JOIN "billing"."packages" p ON p."type" = s."package_type"`;
const SELECT = `SELECT ${COLUMNS} ${FROM}`;

const stored = (row: SubscriptionRow): StoredSubscription => ({
  status: row.status,
  autoRenew: row.auto_renew,
  currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end) : null,
});

export function toSubscription(row: SubscriptionRow, now = new Date()): BusinessSubscription {
  const status = effectiveStatus(stored(row), now);
  const end = row.current_period_end ? new Date(row.current_period_end).toISOString() : null;
  return {
    id: row.id,
    packageType: row.package_type,
    packageName: row.name,
    packagePrice: row.price_cents,
    currency: 'EUR',
    maxAds: row.max_ads,
    featuredAds: row.featured_ads,
    topListings: row.top_listings,
    status,
    autoRenew: row.auto_renew,
    slotsActive: slotsActive(status),
    currentPeriodEnd: end,
    nextPaymentDate: status === 'ended' || status === 'cancelled' ? null : end,
    nextPackageType: row.next_package_type,
    paymentDue: paymentDue(stored(row), now),
    companyName: row.company_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Business subscriptions: made pending at registration, paid by period, renewed, changed, cancelled (the state machine
 * is in subscription-state).
 */
@Injectable()
export class SubscriptionsService {
  private readonly publicUrl: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
    @InjectEnv() env: Env,
  ) {
    this.publicUrl = siteOf(env).publicUrl;
  }

  async create(dto: {
    userId: string;
    packageType: PackageType;
    companyName: string;
    contactName: string;
    email: string;
  }): Promise<BusinessSubscription> {
    const [pkg] = await this.dataSource.query(`SELECT 1 FROM "billing"."packages" WHERE "type" = $1`, [dto.packageType]);
    if (!pkg) throw rpcError(ErrorCode.Validation, M.packageRequired, { packageType: M.packageRequired });
    const inserted = await this.dataSource.query(
      `INSERT INTO "billing"."subscriptions" ("user_id", "package_type", "company_name", "contact_name", "contact_email")
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT ("user_id") DO NOTHING RETURNING "id"`,
      [dto.userId, dto.packageType, dto.companyName, dto.contactName, dto.email],
    );
    if (!inserted.length) throw rpcError(ErrorCode.Conflict, 'Dit account heeft al een abonnement');
    return (await this.find(dto.userId))!;
  }

  /** Undoes a registration whose account could not be made: only a subscription that was never paid. */
  async discard(userId: string): Promise<{ removed: boolean }> {
    const removed = await this.dataSource.query(
      `DELETE FROM "billing"."subscriptions" s WHERE s."user_id" = $1 AND s."status" = 'pending'
         AND NOT EXISTS (SELECT 1 FROM "billing"."payments" p WHERE p."subscription_id" = s."id" AND p."status" = 'paid') RETURNING 1`,
      [userId],
    );
    return { removed: removed[1] > 0 };
  }

  async row(userId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<SubscriptionRow | undefined> {
    const [row] = await manager.query(`${SELECT} WHERE s."user_id" = $1 ${lock ? 'FOR UPDATE OF s' : ''}`, [userId]);
    return row;
  }

  async find(userId: string): Promise<BusinessSubscription | null> {
    const row = await this.row(userId);
    return row ? toSubscription(row) : null;
  }

  private async mustFind(userId: string): Promise<BusinessSubscription> {
    const found = await this.find(userId);
    if (!found) throw notFound(M.subscriptionNotFound);
    return found;
  }

  /**
   * Auto-renew on or off, and a package change. Before the first payment the package simply changes; after it, the
   * new package starts with the next paid period (no proration: the page says so), and choosing the current one
   * again withdraws a pending change.
   */
  async update(dto: { userId: string; autoRenew?: boolean; packageType?: PackageType }): Promise<BusinessSubscription> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.row(dto.userId, manager, true);
      if (!row) throw notFound(M.subscriptionNotFound);
      const status = effectiveStatus(stored(row));
      if (dto.autoRenew !== undefined) {
        if (status === 'ended') throw rpcError(ErrorCode.Conflict, M.subscriptionNothingDue);
        // Switching auto-renew back on undoes a cancellation that has not yet taken effect.
        const next = row.status === 'cancelled' && dto.autoRenew ? 'active' : row.status;
        await manager.query(`UPDATE "billing"."subscriptions" SET "auto_renew" = $2, "status" = $3, "updated_at" = now() WHERE "id" = $1`, [
          row.id,
          dto.autoRenew,
          next,
        ]);
      }
      if (dto.packageType !== undefined) {
        const [pkg] = await manager.query(`SELECT 1 FROM "billing"."packages" WHERE "type" = $1`, [dto.packageType]);
        if (!pkg) throw rpcError(ErrorCode.Validation, M.packageRequired, { packageType: M.packageRequired });
        if (row.status === 'pending') {
          await manager.query(
            `UPDATE "billing"."subscriptions" SET "package_type" = $2, "next_package_type" = NULL, "updated_at" = now() WHERE "id" = $1`,
            [row.id, dto.packageType],
          );
        } else if (dto.packageType === row.package_type) {
          if (!row.next_package_type) throw rpcError(ErrorCode.Conflict, M.packageUnchanged);
          await manager.query(`UPDATE "billing"."subscriptions" SET "next_package_type" = NULL, "updated_at" = now() WHERE "id" = $1`, [
            row.id,
          ]);
        } else {
          await manager.query(`UPDATE "billing"."subscriptions" SET "next_package_type" = $2, "updated_at" = now() WHERE "id" = $1`, [
            row.id,
            dto.packageType,
          ]);
        }
      }
    });
    return this.mustFind(dto.userId);
  }

  /** Cancelling keeps the paid period; nothing is charged or renewed after it. An unpaid subscription simply ends. */
  async cancel(userId: string): Promise<BusinessSubscription> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.row(userId, manager, true);
      if (!row) throw notFound(M.subscriptionNotFound);
      const status = effectiveStatus(stored(row));
      if (status === 'cancelled' || status === 'ended') throw rpcError(ErrorCode.Conflict, M.subscriptionAlreadyCancelled);
      const next = status === 'active' || status === 'past_due' ? 'cancelled' : 'ended';
      await manager.query(
        `UPDATE "billing"."subscriptions" SET "status" = $2, "auto_renew" = false, "next_package_type" = NULL, "updated_at" = now() WHERE
           "id" = $1`,
        [row.id, next],
      );
    });
    return this.mustFind(userId);
  }

  /**
   * The account is being deleted (by its owner or the operator): its subscription ends now, with no reminder or renewal
   * after it. Payments and invoices stay: the bookkeeping must keep them.
   */
  async endForDeletedAccount(userId: string): Promise<{ ended: boolean }> {
    const [, count] = await this.dataSource.query(
      `UPDATE "billing"."subscriptions" SET "status" = 'ended', "auto_renew" = false, "next_package_type" = NULL, "updated_at" = now()
        WHERE "user_id" = $1 AND "status" <> 'ended'`,
      [userId],
    );
    return { ended: Number(count) > 0 };
  }

  /**
   * Every business's allowance of featured ads and top listings at this moment, for the daily job that ends the
   * promotions a package no longer pays for. Subscriptions ended long ago were trimmed when they ended.
   */
  async promotionLimits(now = new Date()): Promise<{ limits: PromotionLimit[] }> {
    const rows: SubscriptionRow[] = await this.dataSource.query(
      `${SELECT} WHERE s."status" <> 'ended' OR s."updated_at" > $1::timestamptz - interval '30 days'`,
      [now],
    );
    return {
      limits: rows.map((row) => {
        const active = slotsActive(effectiveStatus(stored(row), now));
        return { userId: row.user_id, featuredAds: active ? row.featured_ads : 0, topListings: active ? row.top_listings : 0 };
      }),
    };
  }

  /** What the user's package allows at this moment; an account without a subscription is not a business account here. */
  async entitlements(userId: string): Promise<BusinessEntitlements> {
    const row = await this.row(userId);
    if (!row) return { isBusiness: false, slotsActive: false, maxAds: 0, featuredAds: 0, topListings: 0, validityDays: 30 };
    const active = slotsActive(effectiveStatus(stored(row)));
    return {
      isBusiness: true,
      slotsActive: active,
      maxAds: active ? row.max_ads : 0,
      featuredAds: active ? row.featured_ads : 0,
      topListings: active ? row.top_listings : 0,
      validityDays: row.validity_days,
    };
  }

  /** A paid subscription payment opens the next period (with the package it was priced for). Runs in the payment's transaction. */
  async applyPaid(manager: EntityManager, userId: string, packageType: PackageType, paidAt: Date): Promise<void> {
    const row = await this.row(userId, manager, true);
    if (!row) return;
    const period = nextPeriod(stored(row), paidAt);
    const keepsNext = row.next_package_type && row.next_package_type !== packageType ? row.next_package_type : null;
    await manager.query(
      `UPDATE "billing"."subscriptions" SET "status" = CASE WHEN "status" = 'cancelled' AND $5 THEN 'cancelled' ELSE 'active' END,
         "package_type" = $2, "next_package_type" = $6, "current_period_start" = $3, "current_period_end" = $4, "updated_at" = now()
       WHERE "id" = $1`,
      [row.id, packageType, period.start, period.end, effectiveStatus(stored(row), paidAt) === 'cancelled', keepsNext],
    );
  }

  /**
   * The subscription-reminders job (Mondays 09:00): a mail to each renewing subscription whose payment is due within
   * the reminder window (once per period), and the calendar's states written down (ended ones stored as ended).
   */
  async runReminders(now = new Date()): Promise<{ reminded: number; pastDue: number; paused: number; ended: number }> {
    const rows: SubscriptionRow[] = await this.dataSource.query(
      `${SELECT} WHERE s."status" IN ('active', 'cancelled') AND s."current_period_end" < $1::timestamptz + make_interval(days => $2)`,
      [now, SUBSCRIPTION_REMINDER_DAYS],
    );
    const counts = { reminded: 0, pastDue: 0, paused: 0, ended: 0 };
    for (const row of rows) {
      const status = effectiveStatus(stored(row), now);
      if (status === 'past_due') counts.pastDue++;
      if (status === 'paused') counts.paused++;
      await this.dataSource.transaction(async (manager) => {
        if (status === 'ended') {
          counts.ended++;
          await manager.query(
            `UPDATE "billing"."subscriptions" SET "status" = 'ended', "updated_at" = now() WHERE "id" = $1 AND "status" IN ('active',
               'cancelled')`,
            [row.id],
          );
          return;
        }
        if (!row.auto_renew || status === 'cancelled') return;
        const claimed = await manager.query(
          `UPDATE "billing"."subscriptions" SET "reminded_for" = "current_period_end" WHERE "id" = $1
             AND "reminded_for" IS DISTINCT FROM "current_period_end" RETURNING 1`,
          [row.id],
        );
        if (!(claimed[1] > 0)) return;
        counts.reminded++;
        await this.outbox.add(manager, EVENT_SUBJECTS.userMail, reminderMail(row, status, this.publicUrl));
      });
    }
    void this.outbox.flush();
    return counts;
  }

  /** The back-office's business customers: every subscription with its package, state and last payment. */
  /** The back-office's list of subscriptions: each with its business, package, state, period, price and renewal. */
  async list(): Promise<AdminSubscriptionList> {
    const rows: SubscriptionRow[] = await this.dataSource.query(`${SELECT} ORDER BY s."created_at" DESC, s."id"`);
    const now = new Date();
    const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
    return {
      subscriptions: rows.map((row) => ({
        id: row.id,
        userId: row.user_id,
        business: row.company_name,
        packageType: row.package_type,
        packageName: row.name,
        status: toSubscription(row, now).status,
        period: { start: iso(row.current_period_start), end: iso(row.current_period_end) },
        amount: row.price_cents,
        currency: 'EUR' as const,
        autoRenew: row.auto_renew,
      })),
    };
  }

  async customers(): Promise<BusinessCustomerList> {
    const rows: (SubscriptionRow & { last_status: string | null; last_paid_at: Date | null })[] = await this.dataSource.query(
      `SELECT ${COLUMNS}, lp."status" AS "last_status", lp."paid_at" AS "last_paid_at" ${FROM}
       LEFT JOIN LATERAL (SELECT "status", "paid_at" FROM "billing"."payments" WHERE "subscription_id" = s."id" ORDER BY "created_at" DESC
         LIMIT 1) lp ON true
       ORDER BY s."company_name"`,
    );
    const now = new Date();
    const customers = rows.map((row) => {
      const sub = toSubscription(row, now);
      return {
        userId: row.user_id,
        name: row.company_name,
        contact: `${row.contact_name} (${row.contact_email})`,
        packageType: row.package_type,
        packageName: row.name,
        status: sub.slotsActive ? ('Actief' as const) : ('Gepauzeerd' as const),
        subscriptionStatus: sub.status,
        payment: PAYMENT_LABEL[row.last_status ?? 'none'] ?? 'Geen betaling',
        lastPaidAt: row.last_paid_at ? new Date(row.last_paid_at).toISOString() : null,
      };
    });
    const active = rows.filter((row, i) => customers[i].status === 'Actief');
    return { customers, activeSubscriptions: active.length, monthlyRevenue: active.reduce((sum, row) => sum + row.price_cents, 0) };
  }
}

const PAYMENT_LABEL: Record<string, string> = { paid: 'Betaald', pending: 'In behandeling', failed: 'Mislukt', none: 'Geen betaling' };

function reminderMail(row: SubscriptionRow, status: string, publicUrl: string): Omit<UserMailEvent, 'eventId'> {
  const end = new Date(row.current_period_end!);
  const price = euros(row.price_cents);
  const lead =
    status === 'active'
      ? `Je ${row.name}-pakket voor ${row.company_name} loopt af op ${day(end)}. Betaal ${price} voor de volgende maand om je ` +
        `advertentieruimte te houden.`
      : `De betaling van je ${row.name}-pakket voor ${row.company_name} (${price}) staat open sinds ${day(end)}. Zonder betaling wordt ` +
        `je pakket gepauzeerd.`;
  const content: MailContent = {
    heading: `Je ${row.name}-pakket: betaling binnenkort`,
    paragraphs: [lead],
    button: { label: 'Betalen in je dashboard', url: `${publicUrl}/business-dashboard` },
  };
  return { userId: row.user_id, subject: `Je ${row.name}-pakket: betaling binnenkort`, content, text: mailBodyText(content) };
}
