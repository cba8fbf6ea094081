import { Injectable, Logger } from '@nestjs/common';
import {
  type AdminBankTransfer,
  type AdminBankTransferList,
  BANK_TRANSFER_MESSAGES as M,
  BANK_TRANSFER_REMINDER_DAYS,
  BANK_TRANSFER_VALID_DAYS,
  type BankDetails,
  type BankTransferDecision,
  type BankTransferStatus,
  type BankTransferView,
  ErrorCode,
  EVENT_SUBJECTS,
} from '@surimarkt/contracts';
import { InjectEnv, notFound, OutboxRelay, rpcError, siteOf } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import { bankDetailsOf, type Env } from '../config/env';
import { type PaymentRow, PaymentsService } from '../payments/payments.service';
import { detailsMail, expiredMail, reminderMail } from './bank-transfer-mails';
import { newReference, referenceKey } from './bank-reference';

type TransferRow = PaymentRow & { company_name: string | null };

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
/** Tries before giving up on a free reference (a collision is one in hundreds of billions). */
const REFERENCE_TRIES = 5;

/**
 * Paying the subscription by bank transfer: a pending payment with a reference the owner puts in the transfer's
 * description. Nothing but the operator's confirmation marks it paid, and then through the payments' own markPaid,
 * so the period, the invoice and the mail are those of a card payment. Unconfirmed, it expires after 14 days.
 */
@Injectable()
export class BankTransfersService {
  private readonly bank: BankDetails | null;
  private readonly publicUrl: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly outbox: OutboxRelay,
    @InjectEnv() env: Env,
  ) {
    this.bank = bankDetailsOf(env);
    if (!this.bank)
      new Logger('BankTransfers').error(
        'BANK_NAME, BANK_ACCOUNT_NAME and BANK_ACCOUNT_NUMBER are not all set: bank transfers are refused (503)',
      );
    this.publicUrl = siteOf(env).publicUrl;
  }

  /** The subscription's due payment as a transfer; while one is open, that same one (a second would be paid twice). */
  async create(userId: string): Promise<BankTransferView> {
    const bank = this.requireBank();
    for (let attempt = 0; attempt < REFERENCE_TRIES; attempt++) {
      const open = await this.open(userId);
      if (open) return this.view(open);
      const charge = await this.payments.subscriptionCharge(userId);
      const row = await this.dataSource.transaction(async (manager) => {
        const [created]: PaymentRow[] = await manager.query(
          `INSERT INTO "billing"."payments" ("user_id", "subscription_id", "purpose", "package_type", "description", "payer_name",
           "payer_email", "amount_cents", "provider", "payment_method", "idempotency_key", "reference", "expires_at")
         SELECT s."user_id", s."id", 'subscription', $2, $3, s."contact_name", s."contact_email", $4, 'bank', 'bank_transfer',
           gen_random_uuid(), $5, now() + make_interval(days => $6)
           FROM "billing"."subscriptions" s WHERE s."id" = $1
         ON CONFLICT DO NOTHING RETURNING *`,
          [charge.subscriptionId, charge.packageType, charge.description, charge.amountCents, newReference(), BANK_TRANSFER_VALID_DAYS],
        );
        // The details by mail too, with the transfer or not at all.
        if (created) await this.outbox.add(manager, EVENT_SUBJECTS.userMail, detailsMail(created, bank, this.publicUrl));
        return created;
      });
      // No row: a concurrent request made the open one (found on the next turn), or the reference was taken.
      if (row) {
        void this.outbox.flush();
        return this.view(row);
      }
    }
    throw rpcError(ErrorCode.Unavailable, M.notFound);
  }

  /** The owner's open transfer, for the checkout and the dashboard. */
  async current(userId: string): Promise<{ transfer: BankTransferView | null }> {
    const open = await this.open(userId);
    return { transfer: open ? this.view(open) : null };
  }

  /** The open transfer; one past its expiry that the daily job has not reached yet is expired here, so it is never paid. */
  private async open(userId: string): Promise<PaymentRow | undefined> {
    await this.dataSource.query(
      `UPDATE "billing"."payments" SET "status" = 'expired' WHERE "user_id" = $1 AND "provider" = 'bank' AND "status" = 'pending'
         AND "expires_at" <= now()`,
      [userId],
    );
    const [row]: PaymentRow[] = await this.dataSource.query(
      `SELECT * FROM "billing"."payments" WHERE "user_id" = $1 AND "provider" = 'bank' AND "status" = 'pending'`,
      [userId],
    );
    return row;
  }

  private requireBank(): BankDetails {
    if (!this.bank) throw rpcError(ErrorCode.Unavailable, M.unavailable);
    return this.bank;
  }

  private view(row: PaymentRow): BankTransferView {
    return {
      id: row.id,
      reference: row.reference!,
      amount: row.amount_cents,
      currency: 'EUR',
      description: row.description,
      bank: this.requireBank(),
      status: row.status as BankTransferStatus,
      createdAt: iso(row.created_at)!,
      expiresAt: iso(row.expires_at)!,
    };
  }

  /** The back-office's 'Betalingen': by status, oldest first, matched by reference however the operator typed it. */
  async list(query: { status?: BankTransferStatus; q?: string | null }): Promise<AdminBankTransferList> {
    const key = query.q ? referenceKey(query.q) : '';
    const rows: TransferRow[] = await this.dataSource.query(
      `SELECT p.*, s."company_name" FROM "billing"."payments" p LEFT JOIN "billing"."subscriptions" s ON s."id" = p."subscription_id"
        WHERE p."provider" = 'bank' AND p."status" = $1
          AND ($2 = '' OR regexp_replace(upper(p."reference"), '[^A-Z0-9]', '', 'g') LIKE '%' || $2 || '%')
        ORDER BY p."created_at", p."id" LIMIT 500`,
      [query.status ?? 'pending', key],
    );
    return { transfers: rows.map(toAdmin) };
  }

  /**
   * The operator found the money: paid through the same markPaid a card payment's webhook uses. A late transfer
   * (expired) may still be confirmed; a cancelled one not; a paid one stays as it is, so a second click changes nothing.
   */
  async confirm(id: string): Promise<BankTransferDecision> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const row = await this.locked(manager, id);
      if (row.status === 'paid') return { message: M.alreadyConfirmed, changed: false };
      if (row.status === 'cancelled') throw rpcError(ErrorCode.Conflict, M.cancelledCannotConfirm);
      await this.payments.markPaid(manager, row, new Date());
      return { message: M.confirmed, changed: true };
    });
    if (outcome.changed) void this.outbox.flush();
    return { success: true, message: outcome.message, transfer: await this.adminRow(id) };
  }

  async cancel(id: string): Promise<BankTransferDecision> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.locked(manager, id);
      if (row.status === 'paid') throw rpcError(ErrorCode.Conflict, M.paidCannotCancel);
      if (row.status !== 'cancelled')
        await manager.query(`UPDATE "billing"."payments" SET "status" = 'cancelled' WHERE "id" = $1`, [row.id]);
    });
    return { success: true, message: M.cancelled, transfer: await this.adminRow(id) };
  }

  private async locked(manager: EntityManager, id: string): Promise<PaymentRow> {
    const [row]: PaymentRow[] = await manager.query(
      `SELECT * FROM "billing"."payments" WHERE "id" = $1 AND "provider" = 'bank' FOR UPDATE`,
      [id],
    );
    if (!row) throw notFound(M.notFound);
    return row;
  }

  private async adminRow(id: string): Promise<AdminBankTransfer> {
    const [row]: TransferRow[] = await this.dataSource.query(
      `SELECT p.*, s."company_name" FROM "billing"."payments" p LEFT JOIN "billing"."subscriptions" s ON s."id" = p."subscription_id"
        WHERE p."id" = $1`,
      [id],
    );
    return toAdmin(row);
  }

  /**
   * The bank-transfer-expiry job (daily): one reminder for each open transfer expiring within the reminder window, and
   * the end of each one past its expiry, each with its mail written in the same transaction as the change.
   */
  async runExpiry(now = new Date()): Promise<{ reminded: number; expired: number }> {
    return this.dataSource
      .transaction(async (manager) => {
        const [reminded]: [PaymentRow[]] = await manager.query(
          `UPDATE "billing"."payments" SET "reminded_at" = $1 WHERE "provider" = 'bank' AND "status" = 'pending'
           AND "reminded_at" IS NULL AND "expires_at" > $1 AND "expires_at" <= $1::timestamptz + make_interval(days => $2) RETURNING *`,
          [now, BANK_TRANSFER_REMINDER_DAYS],
        );
        // No transfer can be open without the account, so requireBank only throws on a configuration taken away.
        for (const row of reminded)
          await this.outbox.add(manager, EVENT_SUBJECTS.userMail, reminderMail(row, this.requireBank(), this.publicUrl));
        const [expired]: [PaymentRow[]] = await manager.query(
          `UPDATE "billing"."payments" SET "status" = 'expired' WHERE "provider" = 'bank' AND "status" = 'pending' AND "expires_at" <= $1
         RETURNING *`,
          [now],
        );
        for (const row of expired) await this.outbox.add(manager, EVENT_SUBJECTS.userMail, expiredMail(row, this.publicUrl));
        return { reminded: reminded.length, expired: expired.length };
      })
      .finally(() => void this.outbox.flush());
  }
}

function toAdmin(row: TransferRow): AdminBankTransfer {
  return {
    id: row.id,
    reference: row.reference!,
    business: row.company_name ?? row.payer_name,
    description: row.description,
    amount: row.amount_cents,
    currency: 'EUR',
    createdAt: iso(row.created_at)!,
    expiresAt: iso(row.expires_at)!,
    paidAt: iso(row.paid_at),
    status: row.status as BankTransferStatus,
    invoiceNumber: row.invoice_number,
  };
}
