import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BANK_TRANSFER_MESSAGES,
  BILLING_MESSAGES as M,
  type CreatePaymentIntentForUser,
  ErrorCode,
  EVENT_SUBJECTS,
  type MailContent,
  type PackageType,
  type PaymentHistory,
  type PaymentIntentResponse,
  type PaymentsConfig,
  type PaymentView,
  type UserMailEvent,
} from '@surimarkt/contracts';
import { badRequest, mailBodyText, notFound, OutboxRelay, rpcError } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import { euros } from '../common/dutch-format';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { paymentDue } from '../subscriptions/subscription-state';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderEvent } from './payment-provider';
import { TestProvider } from './test-provider';

/** How long an unpaid card checkout stays open, as Stripe's checkout sessions do by default. */
const CARD_CHECKOUT_HOURS = 24;

export interface PaymentRow {
  id: string;
  user_id: string;
  subscription_id: string | null;
  purpose: 'subscription' | 'amount';
  package_type: PackageType | null;
  description: string;
  payer_name: string;
  payer_email: string;
  amount_cents: number;
  currency: 'EUR';
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled';
  provider: 'stripe' | 'test' | 'bank';
  provider_intent_id: string | null;
  client_secret: string | null;
  payment_method: string;
  failure_message: string | null;
  last_event_at: Date | null;
  invoice_number: string | null;
  created_at: Date;
  paid_at: Date | null;
  reference: string | null;
  expires_at: Date | null;
  reminded_at: Date | null;
}

export type InvoiceSource = PaymentRow & { company_name: string | null };

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const PAYMENT_METHODS: Record<PaymentRow['provider'], string> = {
  stripe: 'Kaart',
  test: 'Kaart (testbetaling)',
  bank: BANK_TRANSFER_MESSAGES.paymentMethod,
};

const toView = (row: PaymentRow): PaymentView => ({
  id: row.id,
  createdAt: iso(row.created_at)!,
  paidAt: iso(row.paid_at),
  description: row.description,
  amount: row.amount_cents,
  currency: 'EUR',
  paymentMethod: PAYMENT_METHODS[row.provider],
  status: row.status,
  purpose: row.purpose,
  provider: row.provider,
  failureMessage: row.failure_message,
  invoiceNumber: row.invoice_number,
});

/**
 * Payments: an intent per checkout attempt (idempotent per attempt), and state changes only from the provider's
 * signed events, each applied once and never undone by an older one arriving late.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly outbox: OutboxRelay,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  config(): PaymentsConfig {
    return { provider: this.provider.name, publishableKey: this.provider.publishableKey };
  }

  async createIntent(dto: CreatePaymentIntentForUser): Promise<PaymentIntentResponse> {
    // Nothing is recorded for a payment that cannot be taken (production without Stripe keys).
    if (this.provider.name === 'none') throw rpcError(ErrorCode.Unavailable, M.cardPaymentsUnavailable);
    const purpose = dto.purpose ?? 'amount';
    const [existing]: PaymentRow[] = await this.dataSource.query(
      `SELECT * FROM "billing"."payments" WHERE "user_id" = $1 AND "idempotency_key" = $2`,
      [dto.userId, dto.idempotencyKey],
    );
    if (existing) {
      // The same attempt sent again (a double click, a retried request): the same intent, or a refusal if it changed.
      if (existing.purpose !== purpose || (purpose === 'amount' && existing.amount_cents !== dto.amount) || !existing.client_secret) {
        throw rpcError(ErrorCode.Conflict, M.idempotencyReused);
      }
      return this.intentResponse(existing);
    }
    const priced = purpose === 'subscription' ? await this.subscriptionCharge(dto.userId) : await this.freeAmount(dto.amount);
    const [row]: PaymentRow[] = await this.dataSource.query(
      `INSERT INTO "billing"."payments" ("user_id", "subscription_id", "purpose", "package_type", "description", "payer_name",
         "payer_email",
         "amount_cents", "provider", "idempotency_key")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT ("user_id", "idempotency_key") DO NOTHING RETURNING *`,
      [
        dto.userId,
        priced.subscriptionId,
        purpose,
        priced.packageType,
        priced.description,
        dto.payerName,
        dto.payerEmail,
        priced.amountCents,
        this.provider.name,
        dto.idempotencyKey,
      ],
    );
    if (!row) return this.createIntent(dto); // a concurrent request with the same key won: answer with its intent
    try {
      const intent = await this.provider.createIntent({
        paymentId: row.id,
        userId: dto.userId,
        amountCents: row.amount_cents,
        description: row.description,
      });
      const [[updated]]: [PaymentRow[]] = await this.dataSource.query(
        `UPDATE "billing"."payments" SET "provider_intent_id" = $2, "client_secret" = $3 WHERE "id" = $1 RETURNING *`,
        [row.id, intent.intentId, intent.clientSecret],
      );
      return this.intentResponse(updated);
    } catch (error) {
      this.logger.error(`payment intent for ${row.id} failed: ${(error as Error)?.message ?? error}`);
      await this.dataSource.query(`UPDATE "billing"."payments" SET "status" = 'failed', "failure_message" = $2 WHERE "id" = $1`, [
        row.id,
        M.paymentStartFailed,
      ]);
      throw rpcError(ErrorCode.Unavailable, M.paymentStartFailed);
    }
  }

  private intentResponse(row: PaymentRow): PaymentIntentResponse {
    return {
      paymentId: row.id,
      clientSecret: row.client_secret!,
      // Only card payments have an intent (a bank transfer has no client secret).
      provider: row.provider as 'stripe' | 'test',
      publishableKey: this.provider.publishableKey,
      amount: row.amount_cents,
      currency: 'EUR',
      description: row.description,
    };
  }

  /** The subscription's due payment, priced by the server: the package of the next period (a chosen change, or the current one). */
  async subscriptionCharge(userId: string) {
    const sub = await this.subscriptions.row(userId);
    if (!sub) throw notFound(M.subscriptionNotFound);
    const stored = {
      status: sub.status,
      autoRenew: sub.auto_renew,
      currentPeriodEnd: sub.current_period_end ? new Date(sub.current_period_end) : null,
    };
    if (!paymentDue(stored)) throw rpcError(ErrorCode.Conflict, M.subscriptionNothingDue);
    const packageType = sub.status === 'pending' ? sub.package_type : (sub.next_package_type ?? sub.package_type);
    const [pkg] = await this.dataSource.query(`SELECT "name", "price_cents" FROM "billing"."packages" WHERE "type" = $1`, [packageType]);
    return { subscriptionId: sub.id, packageType, amountCents: pkg.price_cents as number, description: `${pkg.name}-pakket, 1 maand` };
  }

  private async freeAmount(amount: number | undefined) {
    if (amount === undefined) throw badRequest(M.amountInvalid, { amount: M.amountInvalid });
    return { subscriptionId: null, packageType: null, amountCents: amount, description: `Betaling ${euros(amount)}` };
  }

  async payment(userId: string, id: string): Promise<PaymentView> {
    await this.expireAbandonedCheckouts(userId);
    return toView(await this.ownRow(userId, id));
  }

  /**
   * A card checkout left unpaid for a day is over (a Stripe checkout session expires after 24 hours): shown as
   * 'Afgebroken', not 'In behandeling' for ever. Applied whenever the owner reads their payments, so it needs no job;
   * money that still arrives later is taken (the webhook marks any unpaid payment paid).
   */
  private async expireAbandonedCheckouts(userId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "billing"."payments" SET "status" = 'expired' WHERE "user_id" = $1 AND "provider" <> 'bank' AND "status" = 'pending'
         AND "created_at" <= now() - make_interval(hours => $2)`,
      [userId, CARD_CHECKOUT_HOURS],
    );
  }

  private async ownRow(userId: string, id: string): Promise<PaymentRow> {
    const [row]: PaymentRow[] = await this.dataSource.query(`SELECT * FROM "billing"."payments" WHERE "id" = $1 AND "user_id" = $2`, [
      id,
      userId,
    ]);
    if (!row) throw notFound(M.paymentNotFound);
    return row;
  }

  async history(userId: string): Promise<PaymentHistory> {
    await this.expireAbandonedCheckouts(userId);
    const rows: PaymentRow[] = await this.dataSource.query(
      // A bank transfer counts from the moment it was asked for. A card payment only once the provider answered (paid
      // or refused): each visit to the checkout starts an intent, and an open or abandoned one is no payment to list.
      `SELECT * FROM "billing"."payments"
        WHERE "user_id" = $1 AND ("provider" = 'bank' OR ("provider_intent_id" IS NOT NULL AND "status" IN ('paid', 'failed')))
        ORDER BY "created_at" DESC LIMIT 200`,
      [userId],
    );
    return { payments: rows.map(toView) };
  }

  /** A paid payment with what its invoice needs. */
  async invoiceSource(userId: string, id: string): Promise<InvoiceSource> {
    const [row]: InvoiceSource[] = await this.dataSource.query(
      `SELECT p.*, s."company_name" FROM "billing"."payments" p LEFT JOIN "billing"."subscriptions" s ON s."id" = p."subscription_id"
        WHERE p."id" = $1 AND p."user_id" = $2 AND p."status" = 'paid'`,
      [id, userId],
    );
    if (!row) throw notFound(M.paymentNotFound);
    return row;
  }

  /**
   * The test provider's card form: the event Stripe would send for this attempt, signed as Stripe signs it, goes
   * through the webhook's own checks and effects, as a real Stripe event does; the payment as it then stands.
   */
  async testConfirmation(userId: string, id: string, cardNumber: string): Promise<PaymentView> {
    if (!(this.provider instanceof TestProvider)) throw notFound(M.testProviderOnly);
    const row = await this.ownRow(userId, id);
    if (row.status === 'paid' || !row.provider_intent_id) throw rpcError(ErrorCode.Conflict, M.paymentNotFound);
    const event = await this.provider.confirmationEvent({ intentId: row.provider_intent_id, amountCents: row.amount_cents }, cardNumber);
    if (!event) throw badRequest(M.cardInvalid, { cardNumber: M.cardInvalid });
    await this.webhook(event.payload, event.signature);
    return this.payment(userId, id);
  }

  /**
   * A webhook request: refused unless signed and recent; each event applied once (a resend changes nothing); a
   * paid payment stays paid, and an event older than the last one applied is ignored, so order does not matter.
   */
  async webhook(payload: string, signature: string): Promise<{ received: true; applied: boolean }> {
    let event: ProviderEvent;
    try {
      event = await this.provider.verify(payload, signature);
    } catch {
      throw badRequest(M.webhookInvalid);
    }
    const applied = await this.dataSource.transaction(async (manager) => {
      const fresh = await manager.query(
        `INSERT INTO "billing"."provider_events" ("id", "type") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
        [event.id, event.type],
      );
      if (!fresh.length || !event.outcome || !event.intentId) return false;
      const [row]: PaymentRow[] = await manager.query(`SELECT * FROM "billing"."payments" WHERE "provider_intent_id" = $1 FOR UPDATE`, [
        event.intentId,
      ]);
      if (!row || row.status === 'paid') return false;
      if (row.last_event_at && new Date(row.last_event_at) > event.created) return false;
      await this.apply(manager, row, event);
      return true;
    });
    if (applied) void this.outbox.flush();
    return { received: true, applied };
  }

  private async apply(manager: EntityManager, row: PaymentRow, event: ProviderEvent): Promise<void> {
    if (event.outcome !== 'paid') {
      await manager.query(`UPDATE "billing"."payments" SET "status" = $2, "failure_message" = $3, "last_event_at" = $4 WHERE "id" = $1`, [
        row.id,
        event.outcome,
        event.failureMessage,
        event.created,
      ]);
      return;
    }
    await this.markPaid(manager, row, event.created);
  }

  /**
   * The one way a payment becomes paid, for a card payment's signed webhook event and for a bank transfer the operator
   * confirmed alike: the invoice number, the subscription's next period, and the mail, in the caller's transaction
   * (the caller has locked the row and checked it is not paid yet, and flushes the outbox after the commit).
   */
  async markPaid(manager: EntityManager, row: PaymentRow, eventAt: Date): Promise<PaymentRow> {
    const paidAt = new Date();
    const [[paid]]: [PaymentRow[]] = await manager.query(
      `UPDATE "billing"."payments" SET "status" = 'paid', "failure_message" = NULL, "last_event_at" = $2, "paid_at" = $3,
         "invoice_number" = 'SM-' || to_char($3::timestamptz, 'YYYY') || '-' || lpad(nextval('"billing"."invoice_numbers"')::text, 6, '0')
       WHERE "id" = $1 RETURNING *`,
      [row.id, eventAt, paidAt],
    );
    if (row.purpose === 'subscription' && row.package_type) {
      await this.subscriptions.applyPaid(manager, row.user_id, row.package_type, paidAt);
      // The period is paid: a bank transfer asked for it (or another open checkout) is no longer due, so it leaves the
      // customer's open payments and the operator's queue instead of waiting there until it expires.
      await manager.query(
        `UPDATE "billing"."payments" SET "status" = 'cancelled'
          WHERE "user_id" = $1 AND "purpose" = 'subscription' AND "status" = 'pending' AND "id" <> $2`,
        [row.user_id, row.id],
      );
    }
    const content: MailContent = {
      heading: 'Betaling ontvangen',
      paragraphs: [
        `We hebben je betaling van ${euros(row.amount_cents)} ontvangen (${row.description}).`,
        `Je factuur ${paid.invoice_number} staat in je dashboard.`,
      ],
    };
    const mail: Omit<UserMailEvent, 'eventId'> = {
      userId: row.user_id,
      subject: `Betaling ontvangen: ${paid.invoice_number}`,
      content,
      text: mailBodyText(content),
    };
    await this.outbox.add(manager, EVENT_SUBJECTS.userMail, mail);
    return paid;
  }
}
