import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import {
  type AdminBankTransferList,
  type AuditEntry,
  BANK_TRANSFER_MESSAGES as M,
  BILLING_MESSAGES,
  type BankTransferDecision,
  type BankTransferView,
  type BusinessSubscriptionResponse,
  type HttpErrorBody,
  type PaymentHistory,
  type PaymentIntentResponse,
} from '@surimarkt/contracts';
import { bootstrapService } from '@surimarkt/server';
import { readMailFiles, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule as BillingModule } from '../../../billing-service/src/app.module';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

type Session = { id: string; cookie: string };
const DAY = 24 * 60 * 60 * 1000;

// 'Betalen per bankoverschrijving' as a business and the operator meet it: the owner asks for the transfer's details
// and reference, the operator finds the money and confirms it in 'Betalingen', which activates the package and makes
// the invoice as a card payment does; an unconfirmed transfer is reminded once and expires. Real services and broker.
describe('gateway: paying the business package by bank transfer', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let services: INestMicroservice[] = [];
  let billing: INestMicroservice;
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let tmp: string;
  let token: string;

  const sql = (query: string, params: unknown[] = []) => billing.get(DataSource).query(query, params);
  const call = (p: string, who: Session | null, init: { method?: string; json?: unknown; admin?: string } = {}) =>
    fetch(`${gateway.url}/api${p}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers: {
        origin: gateway.url,
        ...(who ? { cookie: who.cookie } : {}),
        ...(init.admin !== undefined ? { 'admin-token': init.admin } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  const admin = (p: string, init: { method?: string; json?: unknown } = {}) => call(p, null, { ...init, admin: token });
  const body = async <T = HttpErrorBody>(res: Response) => (await res.json()) as T;
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const pending = async (q = '') =>
    (await body<AdminBankTransferList>(await admin(`/admin/bank-transfers?status=pending${q ? `&q=${encodeURIComponent(q)}` : ''}`)))
      .transfers;
  const mailsTo = async (email: string, subject: string) =>
    (await readMailFiles(path.join(tmp, 'mail'))).filter((m) => m.includes(email) && m.includes(subject));
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  async function registerBusiness(email: string, companyName: string): Promise<Session> {
    const res = await call('/auth/register-business', null, {
      json: {
        firstName: 'Anna',
        lastName: 'Kromo',
        email,
        password: 'Geheim12!',
        confirmPassword: 'Geheim12!',
        companyName,
        companyType: 'retail',
        description: 'Tweedehands autos met garantie.',
        phone: '+597 8123456',
        address: 'Kernkampweg 12',
        city: 'Paramaribo',
        packageType: 'premium',
        acceptTerms: true,
      },
    });
    expect(res.status).toBe(201);
    return { id: (await body<{ user: { id: string } }>(res)).user.id, cookie: cookieOf(res) };
  }

  async function registerPerson(email: string): Promise<Session> {
    const password = 'Geheim12!';
    const res = await call('/auth/register', null, {
      json: { firstName: 'Bo', lastName: 'Test', email, password, confirmPassword: password },
    });
    expect(res.status).toBe(201);
    await services[0].get(DataSource).query(`UPDATE accounts.users SET is_email_verified = true WHERE email = $1`, [email]);
    const login = await call('/auth/login', null, { json: { email, password } });
    return { id: (await body<{ user: { id: string } }>(login)).user.id, cookie: cookieOf(login) };
  }

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'gateway-bank-transfers-'));
    process.env.MAIL_DIR = path.join(tmp, 'mail');
    billing = await bootstrapService({ service: 'billing', module: BillingModule, natsUrl, logLevel: 'silent' });
    services = [
      await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent' }),
      await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' }),
      billing,
    ];
    ads = await startAdsService({ seedDemo: false, uploadsDir: tmp });
    gateway = await startTestGateway({ UPLOADS_DIR: tmp, CACHE_TTL_MS: '0' });
    token = (await body<{ token: string }>(await call('/admin/login', null, { json: { password: 'admin' } }))).token;
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([...services.map((s) => s.close()), ads?.stop()]);
    await rm(tmp, { recursive: true, force: true });
    delete process.env.MAIL_DIR;
  });

  let anna: Session;
  let transfer: BankTransferView;

  it('refuses a guest (401), an account without a subscription and any other purpose, and records nothing then', async () => {
    expect((await call('/bank-transfers', null, { json: { purpose: 'subscription' } })).status).toBe(401);
    expect((await call('/bank-transfers/current', null)).status).toBe(401);
    const bo = await registerPerson('bo@example.sr');
    const notBusiness = await call('/bank-transfers', bo, { json: { purpose: 'subscription' } });
    expect(notBusiness.status).toBe(404);
    expect((await body(notBusiness)).message).toBe(BILLING_MESSAGES.subscriptionNotFound);
    anna = await registerBusiness('anna@kromo.sr', 'Kromo Auto NV');
    const wrong = await call('/bank-transfers', anna, { json: { purpose: 'amount', amount: 500 } });
    expect(wrong.status).toBe(400);
    expect((await body(wrong)).errors?.purpose).toBe(M.purposeInvalid);
    expect(await sql(`SELECT 1 FROM billing.payments`)).toEqual([]);
  });

  it('gives the business the bank details, the package price and a typeable reference, the same one while it is open', async () => {
    const res = await call('/bank-transfers', anna, { json: { purpose: 'subscription' } });
    expect(res.status).toBe(200);
    transfer = await body<BankTransferView>(res);
    expect(transfer).toMatchObject({
      amount: 2000,
      currency: 'EUR',
      description: 'Premium-pakket, 1 maand',
      status: 'pending',
      bank: { name: 'De Surinaamsche Bank', accountName: 'SuriMarkt N.V.', accountNumber: '0001234567' },
    });
    expect(transfer.reference).toMatch(/^SM-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    const days = (Date.parse(transfer.expiresAt) - Date.parse(transfer.createdAt)) / DAY;
    expect(days).toBeCloseTo(14, 3);

    // A second click, or the page opened again: the same transfer, not a second debt.
    const again = await body<BankTransferView>(await call('/bank-transfers', anna, { json: { purpose: 'subscription' } }));
    expect(again).toEqual(transfer);
    expect(await body(await call('/bank-transfers/current', anna))).toEqual({ transfer });
    expect(await sql(`SELECT count(*)::int AS n FROM billing.payments`)).toEqual([{ n: 1 }]);

    const history = await body<PaymentHistory>(await call('/business/payments/history', anna));
    expect(history.payments.map((p) => [p.status, p.paymentMethod, p.amount])).toEqual([['pending', 'Bankoverschrijving', 2000]]);
    // The details come by mail as well, once (the second click made no second transfer and no second mail).
    await until(async () => (await mailsTo('anna@kromo.sr', transfer.reference)).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = (await mailsTo('anna@kromo.sr', transfer.reference)).filter((m) => m.includes('Zo betaal je je pakket per bank'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('0001234567');
  });

  it('shows the back-office its open transfers only with the admin token, found by reference however it is typed', async () => {
    expect((await call('/admin/bank-transfers', null)).status).toBe(401);
    expect((await call('/admin/bank-transfers', anna, { admin: 'x'.repeat(43) })).status).toBe(401);
    expect((await call(`/admin/bank-transfers/${transfer.id}/confirm`, anna, { json: {} })).status).toBe(401);
    expect((await call(`/admin/bank-transfers/${transfer.id}/cancel`, null, { json: {} })).status).toBe(401);
    expect((await admin('/admin/bank-transfers?status=onbekend')).status).toBe(400);

    const listed = await pending();
    expect(listed).toEqual([
      expect.objectContaining({
        id: transfer.id,
        reference: transfer.reference,
        business: 'Kromo Auto NV',
        amount: 2000,
        status: 'pending',
      }),
    ]);
    const typed = transfer.reference.toLowerCase().replace(/-/g, ' ');
    expect((await pending(typed)).map((t) => t.id)).toEqual([transfer.id]);
    expect((await pending(transfer.reference.slice(3).replace('-', ''))).map((t) => t.id)).toEqual([transfer.id]);
    expect(await pending('SM-2222-2222')).toEqual(transfer.reference === 'SM-2222-2222' ? listed : []);
  });

  it("activates the package on the operator's confirm, with a card payment's invoice and mail; confirming twice is harmless", async () => {
    const before = await body<BusinessSubscriptionResponse>(await call('/business/subscription', anna));
    expect(before).toMatchObject({ status: 'pending', slotsActive: false, paymentDue: true, currentPeriodEnd: null });

    const res = await admin(`/admin/bank-transfers/${transfer.id}/confirm`, { json: {} });
    expect(res.status).toBe(200);
    const decision = await body<BankTransferDecision>(res);
    expect(decision).toMatchObject({
      message: M.confirmed,
      transfer: { status: 'paid', invoiceNumber: expect.stringMatching(/^SM-\d{4}-\d{6}$/) },
    });

    const after = await body<BusinessSubscriptionResponse>(await call('/business/subscription', anna));
    expect(after).toMatchObject({ status: 'active', slotsActive: true, paymentDue: false, packageName: 'Premium' });
    const days = (Date.parse(after.currentPeriodEnd!) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const history = await body<PaymentHistory>(await call('/business/payments/history', anna));
    expect(history.payments).toEqual([
      expect.objectContaining({ status: 'paid', paymentMethod: 'Bankoverschrijving', invoiceNumber: decision.transfer.invoiceNumber }),
    ]);
    const pdf = await call(`/business/payments/${transfer.id}/invoice`, anna);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    await until(async () => (await mailsTo('anna@kromo.sr', 'Betaling ontvangen')).length > 0);
    expect(await mailsTo('anna@kromo.sr', `Betaling ontvangen: ${decision.transfer.invoiceNumber}`)).toHaveLength(1);

    // The operator clicks again (or a second tab): no second period, invoice or mail.
    const twice = await admin(`/admin/bank-transfers/${transfer.id}/confirm`, { json: {} });
    expect(twice.status).toBe(200);
    expect(await body<BankTransferDecision>(twice)).toMatchObject({ message: M.alreadyConfirmed, transfer: decision.transfer });
    expect((await body<BusinessSubscriptionResponse>(await call('/business/subscription', anna))).currentPeriodEnd).toBe(
      after.currentPeriodEnd,
    );
    expect(await sql(`SELECT count(*)::int AS n FROM billing.payments WHERE invoice_number IS NOT NULL`)).toEqual([{ n: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo('anna@kromo.sr', 'Betaling ontvangen')).toHaveLength(1);
    // A paid transfer cannot be cancelled, and is no longer open.
    const cancel = await admin(`/admin/bank-transfers/${transfer.id}/cancel`, { json: {} });
    expect(cancel.status).toBe(409);
    expect((await body(cancel)).message).toBe(M.paidCannotCancel);
    expect(await pending()).toEqual([]);
    expect(await body(await call('/bank-transfers/current', anna))).toEqual({ transfer: null });

    const audit = await body<{ entries: AuditEntry[] }>(await admin('/admin/audit-log'));
    expect(audit.entries.filter((e) => e.action === 'bank-transfer.confirm').map((e) => e.targetId)).toEqual([transfer.id, transfer.id]);
  });

  it('reminds once three days before expiry and expires an unconfirmed transfer after 14 days (the daily job)', async () => {
    const cas = await registerBusiness('cas@example.sr', 'Cas Bouw NV');
    const dev = await registerBusiness('dev@example.sr', 'Dev Hout NV');
    const soon = await body<BankTransferView>(await call('/bank-transfers', cas, { json: { purpose: 'subscription' } }));
    const old = await body<BankTransferView>(await call('/bank-transfers', dev, { json: { purpose: 'subscription' } }));
    // Asked for 12 and 15 days ago.
    await sql(`UPDATE billing.payments SET created_at = now() - interval '12 days', expires_at = now() + interval '2 days' WHERE id = $1`, [
      soon.id,
    ]);
    await sql(`UPDATE billing.payments SET created_at = now() - interval '15 days', expires_at = now() - interval '1 day' WHERE id = $1`, [
      old.id,
    ]);

    const run = await admin('/cron/bank-transfer-expiry', { json: {} });
    expect(run.status).toBe(200);
    expect((await body<{ result: unknown }>(run)).result).toEqual({ reminded: 1, expired: 1 });
    expect((await admin('/cron/bank-transfer-expiry', { json: {} }).then(body<{ result: unknown }>)).result).toEqual({
      reminded: 0,
      expired: 0,
    });

    await until(async () => (await mailsTo('dev@example.sr', 'is verlopen')).length > 0);
    await until(async () => (await mailsTo('cas@example.sr', 'Herinnering')).length > 0);
    const reminders = await mailsTo('cas@example.sr', 'Herinnering');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toContain(soon.reference);
    expect(reminders[0]).toContain('0001234567');
    expect(await mailsTo('dev@example.sr', `Je overschrijving ${old.reference} is verlopen`)).toHaveLength(1);
    expect(await mailsTo('cas@example.sr', 'is verlopen')).toEqual([]);

    expect((await pending()).map((t) => t.id)).toEqual([soon.id]);
    expect(await body(await call('/bank-transfers/current', dev))).toEqual({ transfer: null });
    // Expired, the package stays unpaid; asking again makes a new reference.
    expect((await body<BusinessSubscriptionResponse>(await call('/business/subscription', dev))).status).toBe('pending');
    const fresh = await body<BankTransferView>(await call('/bank-transfers', dev, { json: { purpose: 'subscription' } }));
    expect(fresh.reference).not.toBe(old.reference);

    // The operator cancels one: gone from the open list, and it cannot be confirmed afterwards.
    const cancelled = await admin(`/admin/bank-transfers/${fresh.id}/cancel`, { json: {} });
    expect(await body<BankTransferDecision>(cancelled)).toMatchObject({ message: M.cancelled, transfer: { status: 'cancelled' } });
    const late = await admin(`/admin/bank-transfers/${fresh.id}/confirm`, { json: {} });
    expect(late.status).toBe(409);
    expect((await body<BusinessSubscriptionResponse>(await call('/business/subscription', dev))).status).toBe('pending');
    expect((await admin(`/admin/bank-transfers/00000000-0000-4000-8000-000000000000/confirm`, { json: {} })).status).toBe(404);
  });

  it('closes the open transfer when the business pays the same package by card after all', async () => {
    const eva = await registerBusiness('eva@example.sr', 'Eva Mode NV');
    const asked = await body<BankTransferView>(await call('/bank-transfers', eva, { json: { purpose: 'subscription' } }));
    const intent = await body<PaymentIntentResponse>(await call('/create-payment-intent', eva, { json: { purpose: 'subscription' } }));
    const paid = await call(`/test-payments/${intent.paymentId}/confirm`, eva, { json: { cardNumber: '4242424242424242' } });
    expect(paid.status).toBeLessThan(300);
    expect((await body<BusinessSubscriptionResponse>(await call('/business/subscription', eva))).status).toBe('active');
    // No longer open for her or in the operator's queue, and the operator cannot confirm it as a second payment.
    expect(await body(await call('/bank-transfers/current', eva))).toEqual({ transfer: null });
    expect((await pending()).map((t) => t.id)).not.toContain(asked.id);
    expect((await admin(`/admin/bank-transfers/${asked.id}/confirm`, { json: {} })).status).toBe(409);
    const history = await body<PaymentHistory>(await call('/business/payments/history', eva));
    expect(history.payments.map((p) => [p.status, p.paymentMethod])).toEqual([
      ['paid', 'Kaart (testbetaling)'],
      ['cancelled', 'Bankoverschrijving'],
    ]);
  });
});
