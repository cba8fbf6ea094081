import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import {
  AD_WRITE_MESSAGES,
  BILLING_MESSAGES as M,
  type AdWriteResponse,
  type BusinessSubscriptionResponse,
  type HttpErrorBody,
  type LoginResponse,
  type PaymentHistory,
  type PaymentIntentResponse,
  type PaymentView,
  SAVED_SEARCH_MESSAGES,
  type SavedSearchWriteResponse,
} from '@surimarkt/contracts';
import { bootstrapService, MailerService } from '@surimarkt/server';
import { mailParts, readMailFiles, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { AppModule as BillingModule } from '../../../billing-service/src/app.module';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { registerPerson } from '../testing/test-person';

// A business as a browser meets it: register with a package, pay with the test provider (its signed webhook going to
// the gateway's own endpoint), post up to the package's limit, feature an ad, read the subscription and invoices.
describe('gateway: business accounts and billing', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let accounts: INestMicroservice;
  let billing: INestMicroservice;
  let moderation: INestMicroservice;
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let tmp: string;
  let categoryId: number;

  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const call = (
    p: string,
    cookie: string | null,
    init: { method?: string; json?: unknown; headers?: Record<string, string>; raw?: string } = {},
  ) =>
    fetch(`${gateway.url}/api${p}`, {
      method: init.method ?? (init.json !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
      headers: {
        origin: gateway.url,
        ...(cookie ? { cookie } : {}),
        ...(init.json !== undefined || init.raw !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.raw ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
    });
  const message = async (res: Response) => (await res.json()) as HttpErrorBody;

  const registration = (email: string, change: Record<string, unknown> = {}) => ({
    firstName: 'Anna',
    lastName: 'Kromo',
    email,
    password: 'Geheim12!',
    confirmPassword: 'Geheim12!',
    companyName: 'Kromo Auto NV',
    companyType: 'retail',
    description: 'Tweedehands autos met garantie.',
    phone: '+597 8123456',
    address: 'Kernkampweg 12',
    city: 'Paramaribo',
    packageType: 'basis',
    acceptTerms: true,
    ...change,
  });

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'gateway-business-'));
    process.env.MAIL_DIR = path.join(tmp, 'mail');
    accounts = await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent' });
    billing = await bootstrapService({ service: 'billing', module: BillingModule, natsUrl, logLevel: 'silent' });
    moderation = await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' });
    ads = await startAdsService({ seedDemo: false, uploadsDir: tmp });
    gateway = await startTestGateway({ UPLOADS_DIR: tmp, CACHE_TTL_MS: '0' });
    [{ id: categoryId }] = await ads.app.get(DataSource).query(`SELECT id FROM ads.categories WHERE slug = 'elektronica'`);
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([accounts?.close(), billing?.close(), moderation?.close(), ads?.stop()]);
    await rm(tmp, { recursive: true, force: true });
  });

  it('checks every rule of the registration form with its Dutch message, and creates nothing then', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ companyName: '  ' }, 'companyName', M.companyNameRequired],
      [{ companyType: 'bakkerij' }, 'companyType', M.companyTypeRequired],
      [{ description: 'Kort' }, 'description', M.descriptionMinLength],
      [{ phone: '' }, 'phone', M.phoneRequired],
      [{ address: '' }, 'address', M.addressRequired],
      [{ city: ' ' }, 'city', M.cityRequired],
      [{ packageType: 'goud' }, 'packageType', M.packageRequired],
      [{ acceptTerms: false }, 'acceptTerms', M.termsRequired],
      [{ confirmPassword: 'Anders12!' }, 'confirmPassword', 'Wachtwoorden komen niet overeen'],
      [{ website: 'javascript:alert(1)' }, 'website', M.websiteInvalid],
      [{ website: 'mijn bedrijf' }, 'website', M.websiteInvalid],
      [{ website: 'mijnbedrijf' }, 'website', M.websiteInvalid],
    ];
    for (const [change, field, text] of cases) {
      const res = await call('/auth/register-business', null, { json: registration('regels@example.sr', change) });
      expect(res.status).toBe(400);
      expect((await message(res)).errors?.[field]).toBe(text);
    }
    expect(await billing.get(DataSource).query(`SELECT * FROM billing.subscriptions`)).toEqual([]);
  });

  let cookie: string;
  let userId: string;

  it('registers the business logged in with a pending subscription; a taken address leaves neither account nor subscription', async () => {
    const res = await call('/auth/register-business', null, {
      // Typed as people type it: the server adds https:// (the form does the same).
      json: registration('anna@kromo.sr', { website: 'www.kromo.sr', whatsappNumber: '+597 7654321' }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as LoginResponse & { autoLogin: boolean };
    expect(body).not.toHaveProperty('token');
    expect(body).toMatchObject({
      autoLogin: true,
      message: M.businessRegistered,
      user: { accountType: 'business', companyName: 'Kromo Auto NV', location: 'Paramaribo' },
    });
    expect(JSON.stringify(body)).not.toMatch(/Geheim12/);
    cookie = cookieOf(res);
    userId = body.user.id;
    expect(await accounts.get(DataSource).query(`SELECT website FROM accounts.business_profiles WHERE user_id = $1`, [userId])).toEqual([
      { website: 'https://www.kromo.sr' },
    ]);
    const sub = await call('/business/subscription', cookie);
    expect(await sub.json()).toMatchObject({
      packageName: 'Basis',
      status: 'pending',
      maxAds: 5,
      slotsActive: false,
      paymentDue: true,
      usage: { activeAds: 0 },
    });

    const again = await call('/auth/register-business', null, { json: registration('ANNA@kromo.sr', { companyName: 'Dubbel NV' }) });
    expect(again.status).toBe(409);
    const subs = await billing.get(DataSource).query(`SELECT company_name FROM billing.subscriptions`);
    expect(subs).toEqual([{ company_name: 'Kromo Auto NV' }]);
  });

  it('answers 404 for an account without a subscription, and 401 for a guest', async () => {
    expect((await call('/business/subscription', null)).status).toBe(401);
    expect((await call('/create-payment-intent', null, { json: { amount: 500, currency: 'eur' } })).status).toBe(401);
    const reg = await call('/auth/register-business', null, { json: registration('tweede@kromo.sr') });
    const other = cookieOf(reg);
    await billing.get(DataSource).query(`DELETE FROM billing.subscriptions WHERE contact_email = 'tweede@kromo.sr'`);
    const res = await call('/business/subscription', other);
    expect(res.status).toBe(404);
    expect((await message(res)).message).toBe(M.subscriptionNotFound);
  });

  it('takes the checkout call as the spec writes it, { amount, currency }: each call without a key is a new attempt', async () => {
    const buyer = cookieOf(await call('/auth/register-business', null, { json: registration('spec@kromo.sr') }));
    const first = await call('/create-payment-intent', buyer, { json: { amount: 1250, currency: 'eur' } });
    const second = await call('/create-payment-intent', buyer, { json: { amount: 1250, currency: 'eur' } });
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = [(await first.json()) as PaymentIntentResponse, (await second.json()) as PaymentIntentResponse];
    expect(a).toMatchObject({ amount: 1250, clientSecret: expect.any(String) });
    expect(b.paymentId).not.toBe(a.paymentId);
  });

  it('ends a card checkout left unpaid for a day, and still takes the money if it comes after all', async () => {
    const buyer = cookieOf(await call('/auth/register-business', null, { json: registration('afgebroken@kromo.sr') }));
    const old = (await (
      await call('/create-payment-intent', buyer, { json: { amount: 1000, currency: 'eur' } })
    ).json()) as PaymentIntentResponse;
    const fresh = (await (
      await call('/create-payment-intent', buyer, { json: { amount: 2000, currency: 'eur' } })
    ).json()) as PaymentIntentResponse;
    await billing
      .get(DataSource)
      .query(`UPDATE billing.payments SET created_at = now() - interval '25 hours' WHERE id = $1`, [old.paymentId]);
    // Neither the open checkout nor the abandoned one is a payment to list under Financieel.
    const history = async () => ((await (await call('/business/payments/history', buyer)).json()) as PaymentHistory).payments;
    expect(await history()).toEqual([]);
    expect(((await (await call(`/payments/${old.paymentId}`, buyer)).json()) as PaymentView).status).toBe('expired');
    // The customer completes the old checkout after all (a card form left open): the payment is still taken.
    const paid = await call(`/test-payments/${old.paymentId}/confirm`, buyer, { json: { cardNumber: '4242424242424242' } });
    expect(paid.status).toBeLessThan(300);
    expect(((await paid.json()) as PaymentView).status).toBe('paid');
    expect((await history()).map((p) => [p.amount, p.status])).toEqual([[1000, 'paid']]);
    expect(fresh.paymentId).not.toBe(old.paymentId);
  });

  it("checks the checkout amount (0.50 to 10000 euro) on the server with the page's messages", async () => {
    for (const [amount, text] of [
      [49, M.amountMin],
      [1_000_001, M.amountMax],
      [12.5, M.amountInvalid],
    ] as const) {
      const res = await call('/create-payment-intent', cookie, { json: { amount, currency: 'eur' } });
      expect(res.status).toBe(400);
      expect((await message(res)).message).toBe(text);
    }
  });

  let paymentId: string;

  it('refuses a post before the package is paid, then pays through the signed webhook and never on the browser’s word', async () => {
    const ad = {
      title: 'Toyota Vitz 2015',
      description: 'Nette auto, 1e eigenaar.',
      price: 750000,
      currency: 'EUR',
      categoryId,
      location: 'Paramaribo',
      phone: '+597 8123456',
      agreeToTerms: true,
      images: [],
    };
    // Confirm the address first (posting needs it, for everyone).
    await accounts.get(MailerService).idle();
    const dir = path.join(tmp, 'mail');
    const eml = (await Promise.all((await readdir(dir)).map((f) => readFile(path.join(dir, f), 'utf8')))).find(
      (m) => m.includes('anna@kromo.sr') && m.includes('email-verified'),
    )!;
    const token = /email-verified\?token=(?:3D)?([A-Za-z0-9_-]+)/.exec(eml.replace(/=\r?\n/g, ''))![1];
    const verified = await call('/auth/verify-email', null, { json: { token } });
    expect(verified.status).toBe(200);
    cookie = cookieOf(verified);
    const early = await call('/ads', cookie, { json: ad });
    expect(early.status).toBe(403);
    expect((await message(early)).message).toBe(M.subscriptionInactive);

    const config = await (await call('/payments/config', null)).json();
    expect(config).toEqual({ provider: 'test', publishableKey: null });
    // Stripe's convention: any printable key of up to 255 characters in the Idempotency-Key header.
    const headers = { 'idempotency-key': `pakket-${randomUUID()}` };
    const started = (await (
      await call('/create-payment-intent', cookie, { json: { purpose: 'subscription' }, headers })
    ).json()) as PaymentIntentResponse;
    expect(started).toMatchObject({ provider: 'test', amount: 1000, description: 'Basis-pakket, 1 maand' });
    paymentId = started.paymentId;
    // A double click makes no second payment.
    const twice = (await (
      await call('/create-payment-intent', cookie, { json: { purpose: 'subscription' }, headers })
    ).json()) as PaymentIntentResponse;
    expect(twice.paymentId).toBe(paymentId);
    const badKey = await call('/create-payment-intent', cookie, {
      json: { purpose: 'subscription' },
      headers: { 'idempotency-key': 'x'.repeat(256) },
    });
    expect(badKey.status).toBe(400);
    expect((await message(badKey)).message).toBe(M.idempotencyKeyInvalid);

    // A forged webhook changes nothing.
    const forged = JSON.stringify({
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: 'payment_intent', id: 'pi_x' } },
    });
    const refused = await call('/stripe/webhook', null, {
      raw: forged,
      headers: { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(refused.status).toBe(400);
    expect((await call('/stripe/webhook', null, { raw: forged })).status).toBe(400);

    // Someone else cannot confirm or read this payment.
    const stranger = cookieOf(await call('/auth/register-business', null, { json: registration('derde@kromo.sr') }));
    expect((await call(`/test-payments/${paymentId}/confirm`, stranger, { json: { cardNumber: '4242424242424242' } })).status).toBe(404);
    expect((await call(`/payments/${paymentId}`, stranger)).status).toBe(404);

    const declined = await call(`/test-payments/${paymentId}/confirm`, cookie, { json: { cardNumber: '4000 0000 0000 0002' } });
    expect(await declined.json()).toMatchObject({ status: 'failed', failureMessage: M.cardDeclined });
    const paid = await call(`/test-payments/${paymentId}/confirm`, cookie, { json: { cardNumber: '4242 4242 4242 4242' } });
    expect(((await paid.json()) as PaymentView).status).toBe('paid');
    const sub = (await (await call('/business/subscription', cookie)).json()) as BusinessSubscriptionResponse;
    expect(sub).toMatchObject({ status: 'active', slotsActive: true, paymentDue: false });
  });

  it("posts up to the package's 5 ads and refuses the sixth with 'Limiet Bereikt'", async () => {
    const ad = (i: number) => ({
      title: `Auto ${i}`,
      description: 'Nette auto, 1e eigenaar.',
      price: 750000,
      currency: 'EUR',
      categoryId,
      location: 'Paramaribo',
      phone: '+597 8123456',
      agreeToTerms: true,
      images: [],
    });
    const posted = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => call('/ads', cookie, { json: ad(i) })));
    const statuses = posted.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409]);
    const refused = posted.find((res) => res.status === 409)!;
    expect((await message(refused)).message).toBe(M.adLimitReached(5));
    const sub = (await (await call('/business/subscription', cookie)).json()) as BusinessSubscriptionResponse;
    expect(sub.usage.activeAds).toBe(5);
    // An approved business ad stays online for its package's days (Basis: 30).
    const [row] = await ads.app.get(DataSource).query(`SELECT lifetime_days FROM ads.ads WHERE user_id = $1 LIMIT 1`, [userId]);
    expect(row.lifetime_days).toBe(30);
  });

  it('features an approved ad within the package (Basis: 1) and shows it first as featured; a pending one cannot be', async () => {
    // A shopper who saved the featured ads' page hears of the ad when it is featured, once.
    const shopper = await registerPerson(gateway.url, accounts.get(DataSource), 'uitgelicht@example.sr', 'Ravi');
    const saved = await call('/saved-searches', shopper.cookie, { json: { query: { featured: true }, frequency: 'instant' } });
    expect(((await saved.json()) as SavedSearchWriteResponse).savedSearch.name).toBe(SAVED_SEARCH_MESSAGES.featuredName);
    const own = await ads.app.get(DataSource).query(`SELECT id, title FROM ads.ads WHERE user_id = $1 ORDER BY id`, [userId]);
    const pending = await call(`/ads/${own[0].id}/promotion`, cookie, { method: 'PATCH', json: { featured: true } });
    expect(pending.status).toBe(409);
    expect((await message(pending)).message).toBe(M.promotionNeedsApproval);
    await ads.app
      .get(DataSource)
      .query(`UPDATE ads.ads SET status = 'approved', expires_at = now() + interval '30 days' WHERE user_id = $1`, [userId]);
    const first = await call(`/ads/${own[0].id}/promotion`, cookie, { method: 'PATCH', json: { featured: true } });
    expect(((await first.json()) as AdWriteResponse).message).toBe(AD_WRITE_MESSAGES.promoted);
    const second = await call(`/ads/${own[1].id}/promotion`, cookie, { method: 'PATCH', json: { featured: true } });
    expect(second.status).toBe(409);
    expect((await message(second)).message).toBe(M.featuredLimitReached(1));
    const top = await call(`/ads/${own[1].id}/promotion`, cookie, { method: 'PATCH', json: { topListing: true } });
    expect((await message(top)).message).toBe(M.topLimitReached(0));
    const featured = (await (await call('/ads/featured?limit=10', null)).json()) as { ads: { id: number; featured: boolean }[] };
    expect(featured.ads.map((a) => a.id)).toEqual([own[0].id]);

    const alerts = async () =>
      (await readMailFiles(path.join(tmp, 'mail'))).filter(
        (mail) => mail.includes('To: uitgelicht@example.sr') && mail.includes('List-Unsubscribe'),
      );
    for (let i = 0; i < 200 && !(await alerts()).length; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const [alert, ...more] = await alerts();
    expect(mailParts(alert).text).toContain(own[0].title);
    // Featured again (already featured): no second event, no second mail.
    await call(`/ads/${own[0].id}/promotion`, cookie, { method: 'PATCH', json: { featured: true } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([...more, ...(await alerts()).slice(1)]).toEqual([]);
  });

  it('lists the payments (failed and paid) and serves the invoice PDF only to its owner', async () => {
    const history = (await (await call('/business/payments/history', cookie)).json()) as PaymentHistory;
    expect(history.payments.map((p) => [p.status, p.amount])).toEqual([['paid', 1000]]);
    const pdf = await call(`/business/payments/${paymentId}/invoice`, cookie);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const stranger = cookieOf(await call('/auth/register-business', null, { json: registration('vierde@kromo.sr') }));
    expect((await call(`/business/payments/${paymentId}/invoice`, stranger)).status).toBe(404);
  });

  it('switches auto-renew off, chooses a package for the next period and cancels, from the dashboard', async () => {
    expect(await (await call('/business/subscription', cookie, { method: 'PATCH', json: { autoRenew: false } })).json()).toMatchObject({
      autoRenew: false,
    });
    expect(await (await call('/business/subscription', cookie, { method: 'PATCH', json: { packageType: 'pro' } })).json()).toMatchObject({
      packageType: 'basis',
      nextPackageType: 'pro',
    });
    expect(await (await call('/business/subscription/cancel', cookie, { json: {} })).json()).toMatchObject({
      status: 'cancelled',
      slotsActive: true,
    });
  });

  it('ends the featured ads of a package that has ended, with the daily expired-ads job', async () => {
    await billing
      .get(DataSource)
      .query(`UPDATE billing.subscriptions SET current_period_end = now() - interval '1 day' WHERE user_id = $1`, [userId]);
    const admin = (await (await call('/admin/login', null, { json: { password: 'admin' } })).json()) as { token: string };
    const run = await call('/cron/expired-ads', null, { method: 'POST', headers: { 'admin-token': admin.token } });
    expect(await run.json()).toMatchObject({ run: { ok: true }, result: { endedPromotions: 1 } });
    const featured = (await (await call('/ads/featured?limit=10', null)).json()) as { ads: { featured: boolean }[] };
    expect(featured.ads.filter((ad) => ad.featured)).toEqual([]);
  });

  it('ends the subscription when the business deletes its account, and keeps its payments for the books', async () => {
    const res = await call('/auth/delete-account', cookie, { json: { password: 'Geheim12!' } });
    expect(res.status).toBe(200);
    const [sub] = await billing.get(DataSource).query(`SELECT status, auto_renew FROM billing.subscriptions WHERE user_id = $1`, [userId]);
    expect(sub).toEqual({ status: 'ended', auto_renew: false });
    expect(
      await billing.get(DataSource).query(`SELECT status FROM billing.payments WHERE user_id = $1 AND status = 'paid'`, [userId]),
    ).toHaveLength(1);
    expect(await ads.app.get(DataSource).query(`SELECT id FROM ads.ads WHERE user_id = $1`, [userId])).toEqual([]);
  });
});
