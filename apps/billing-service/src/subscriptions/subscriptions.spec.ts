import { randomUUID } from 'node:crypto';
import {
  BILLING_MESSAGES as M,
  BILLING_SUBJECTS as S,
  jobSubjects,
  type JobRun,
  type BusinessCustomerList,
  type BusinessEntitlements,
  type BusinessSubscription,
  type PaymentHistory,
  type PaymentIntentResponse,
  type PaymentView,
} from '@surimarkt/contracts';
import { startTestService, useServiceUnderTest } from '@surimarkt/server/testing';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { addOneMonth } from './subscription-state';

const DAY = 24 * 60 * 60 * 1000;

describe('billing-service: subscriptions and payments over NATS (test provider)', () => {
  const service = useServiceUnderTest(() => startTestService({ service: 'billing', module: AppModule }));
  const { client } = service;
  const sql = (query: string, params: unknown[] = []) => service.app.get(DataSource).query(query, params);
  const rpcFailure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (error) => error as { code: string; message: string },
    );

  async function business(packageType: 'basis' | 'premium' | 'pro' = 'premium') {
    const userId = randomUUID();
    const sub = await client.ask<BusinessSubscription>(S.createSubscription, {
      userId,
      packageType,
      companyName: 'Paramaribo Fietsen NV',
      contactName: 'Anna Kromo',
      email: `${userId}@example.sr`,
    });
    return { userId, sub };
  }
  const intent = (userId: string, body: Record<string, unknown>) =>
    client.ask<PaymentIntentResponse>(S.createPaymentIntent, {
      userId,
      payerName: 'Anna Kromo',
      payerEmail: 'anna@example.sr',
      idempotencyKey: randomUUID(),
      ...body,
    });
  /** The test provider's card form: the billing-service signs Stripe's event and applies it through its webhook's path. */
  const confirm = (userId: string, id: string, cardNumber = '4242 4242 4242 4242') =>
    client.ask<PaymentView>(S.testConfirm, { userId, id, cardNumber });
  const webhook = (event: { payload: string; signature: string }) => client.ask<{ received: true; applied: boolean }>(S.webhook, event);
  const payment = (userId: string, id: string) => client.ask<PaymentView>(S.payment, { userId, id });
  const subscription = (userId: string) => client.ask<BusinessSubscription | null>(S.subscription, { userId });
  const entitlements = (userId: string) => client.ask<BusinessEntitlements>(S.entitlements, { userId });

  /** An event signed with the test provider's secret, as Stripe would send it. */
  async function signed(type: string, intentId: string, createdS: number, timestampS?: number) {
    const [{ value: secret }] = await sql(`SELECT "value" FROM "billing"."settings" WHERE "key" = 'test_webhook_secret'`);
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type,
      created: createdS,
      data: {
        object: {
          object: 'payment_intent',
          id: intentId,
          last_payment_error: type.endsWith('failed') ? { message: 'Je kaart is geweigerd.' } : null,
        },
      },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampS }) };
  }
  const intentIdOf = async (paymentId: string) =>
    (await sql(`SELECT "provider_intent_id" FROM "billing"."payments" WHERE "id" = $1`, [paymentId]))[0].provider_intent_id as string;

  async function paidBusiness(packageType: 'basis' | 'premium' | 'pro' = 'premium') {
    const { userId } = await business(packageType);
    const started = await intent(userId, { purpose: 'subscription' });
    expect((await confirm(userId, started.paymentId)).status).toBe('paid');
    return { userId, paymentId: started.paymentId };
  }

  it('registers a business as a pending subscription whose slots do not work before the first payment', async () => {
    const { userId, sub } = await business('premium');
    expect(sub).toMatchObject({
      packageType: 'premium',
      packageName: 'Premium',
      packagePrice: 2000,
      maxAds: 15,
      status: 'pending',
      slotsActive: false,
      paymentDue: true,
      nextPaymentDate: null,
    });
    expect(await entitlements(userId)).toEqual({
      isBusiness: true,
      slotsActive: false,
      maxAds: 0,
      featuredAds: 0,
      topListings: 0,
      validityDays: 45,
    });
    expect(await entitlements(randomUUID())).toMatchObject({ isBusiness: false });
    const again = await rpcFailure(
      client.ask(S.createSubscription, { userId, packageType: 'basis', companyName: 'X', contactName: 'Y', email: 'y@example.sr' }),
    );
    expect(again.code).toBe('CONFLICT');
  });

  it('activates the subscription for a month when the signed event says the first payment is paid, and only then', async () => {
    const { userId } = await business('premium');
    const started = await intent(userId, { purpose: 'subscription', amount: 50 }); // the server prices it, not the browser
    expect(started).toMatchObject({
      provider: 'test',
      publishableKey: null,
      amount: 2000,
      currency: 'EUR',
      description: 'Premium-pakket, 1 maand',
    });
    expect(started.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    expect((await payment(userId, started.paymentId)).status).toBe('pending');
    expect((await subscription(userId))!.status).toBe('pending');

    expect((await confirm(userId, started.paymentId)).status).toBe('paid');
    const paid = await payment(userId, started.paymentId);
    expect(paid).toMatchObject({ status: 'paid', amount: 2000, paymentMethod: 'Kaart (testbetaling)' });
    expect(paid.invoiceNumber).toMatch(/^SM-\d{4}-\d{6}$/);
    const sub = (await subscription(userId))!;
    expect(sub).toMatchObject({ status: 'active', slotsActive: true, paymentDue: false, autoRenew: true });
    expect(Math.abs(new Date(sub.nextPaymentDate!).getTime() - addOneMonth(new Date()).getTime())).toBeLessThan(60_000);
    expect(await entitlements(userId)).toEqual({
      isBusiness: true,
      slotsActive: true,
      maxAds: 15,
      featuredAds: 3,
      topListings: 1,
      validityDays: 45,
    });

    // Stripe sends an event again (the same id): applied once, the second time nothing changes, not even the period.
    const again = await signed('payment_intent.succeeded', await intentIdOf(started.paymentId), Math.floor(Date.now() / 1000));
    expect(await webhook(again)).toEqual({ received: true, applied: false });
    expect(await webhook(again)).toEqual({ received: true, applied: false });
    expect((await subscription(userId))!.nextPaymentDate).toBe(sub.nextPaymentDate);
    // Another user cannot read the payment.
    expect((await rpcFailure(payment(randomUUID(), started.paymentId))).code).toBe('NOT_FOUND');
  });

  it('refuses a wrongly signed, tampered or too old event, and changes nothing', async () => {
    const { userId } = await business('basis');
    const started = await intent(userId, { purpose: 'subscription' });
    const good = await signed('payment_intent.succeeded', await intentIdOf(started.paymentId), Math.floor(Date.now() / 1000));
    const forged = {
      payload: good.payload,
      signature: Stripe.webhooks.generateTestHeaderString({ payload: good.payload, secret: 'whsec_someone_else' }),
    };
    expect((await rpcFailure(webhook(forged))).message).toBe(M.webhookInvalid);
    const tampered = { payload: good.payload.replace('payment_intent.succeeded', 'payment_intent.canceled'), signature: good.signature };
    expect((await rpcFailure(webhook(tampered))).message).toBe(M.webhookInvalid);
    const now = Math.floor(Date.now() / 1000);
    const old = await signed('payment_intent.succeeded', await intentIdOf(started.paymentId), now - 3600, now - 3600);
    expect((await rpcFailure(webhook(old))).message).toBe(M.webhookInvalid);
    expect((await payment(userId, started.paymentId)).status).toBe('pending');
    expect((await subscription(userId))!.status).toBe('pending');
  });

  it('applies events in the order they happened, whatever order they arrive in', async () => {
    const { userId } = await business('basis');
    const started = await intent(userId, { purpose: 'subscription' });
    const intentId = await intentIdOf(started.paymentId);
    const now = Math.floor(Date.now() / 1000);
    // A failure, then an older 'processing' that arrives late: it stays failed.
    expect((await webhook(await signed('payment_intent.payment_failed', intentId, now))).applied).toBe(true);
    expect((await webhook(await signed('payment_intent.processing', intentId, now - 20))).applied).toBe(false);
    expect(await payment(userId, started.paymentId)).toMatchObject({ status: 'failed', failureMessage: 'Je kaart is geweigerd.' });
    // A second attempt succeeds; a failure from before it, delivered after, does not undo it.
    expect((await webhook(await signed('payment_intent.succeeded', intentId, now + 5))).applied).toBe(true);
    expect((await webhook(await signed('payment_intent.payment_failed', intentId, now - 5))).applied).toBe(false);
    expect((await payment(userId, started.paymentId)).status).toBe('paid');
    expect((await subscription(userId))!.status).toBe('active');
  });

  it('declines the test decline card and refuses an invalid card number', async () => {
    const { userId } = await business('basis');
    const started = await intent(userId, { purpose: 'subscription' });
    expect((await rpcFailure(confirm(userId, started.paymentId, '1234 5678 9012 3456'))).message).toBe(M.cardInvalid);
    expect((await confirm(userId, started.paymentId, '4000 0000 0000 0002')).status).toBe('failed');
    expect(await payment(userId, started.paymentId)).toMatchObject({ status: 'failed', failureMessage: M.cardDeclined });
    expect((await subscription(userId))!.status).toBe('pending');
  });

  it('makes one payment per checkout attempt, and a free amount as asked', async () => {
    const userId = randomUUID();
    const idempotencyKey = randomUUID();
    const first = await intent(userId, { amount: 1250, idempotencyKey });
    expect(first).toMatchObject({ amount: 1250, description: 'Betaling €\u00a012,50' });
    expect(await intent(userId, { amount: 1250, idempotencyKey })).toEqual(first);
    expect((await rpcFailure(intent(userId, { amount: 9999, idempotencyKey }))).message).toBe(M.idempotencyReused);
    expect((await rpcFailure(intent(userId, { purpose: 'subscription' }))).code).toBe('NOT_FOUND');
    const [{ count }] = await sql(`SELECT count(*)::int AS count FROM "billing"."payments" WHERE "user_id" = $1`, [userId]);
    expect(count).toBe(1);
  });

  it('passes through grace and pause when a period ends unpaid, and a payment resumes it from that day', async () => {
    const { userId } = await paidBusiness('pro');
    const setEnd = (daysFromNow: number) =>
      sql(`UPDATE "billing"."subscriptions" SET "current_period_end" = now() + make_interval(days => $2) WHERE "user_id" = $1`, [
        userId,
        daysFromNow,
      ]);
    await setEnd(20);
    expect((await subscription(userId))!.paymentDue).toBe(false);
    expect((await rpcFailure(intent(userId, { purpose: 'subscription' }))).message).toBe(M.subscriptionNothingDue);
    await setEnd(3);
    expect((await subscription(userId))!).toMatchObject({ status: 'active', paymentDue: true });
    await setEnd(-2);
    expect((await subscription(userId))!).toMatchObject({ status: 'past_due', slotsActive: true });
    expect((await entitlements(userId)).maxAds).toBe(50);
    await setEnd(-8);
    expect((await subscription(userId))!).toMatchObject({ status: 'paused', slotsActive: false, paymentDue: true });
    expect(await entitlements(userId)).toMatchObject({ slotsActive: false, maxAds: 0 });

    const resumed = await intent(userId, { purpose: 'subscription' });
    await confirm(userId, resumed.paymentId);
    const sub = (await subscription(userId))!;
    expect(sub.status).toBe('active');
    expect(Math.abs(new Date(sub.nextPaymentDate!).getTime() - addOneMonth(new Date()).getTime())).toBeLessThan(60_000);
  });

  it('continues a running period when the next one is paid early, with a package chosen for it', async () => {
    const { userId } = await paidBusiness('basis');
    const end = new Date(Date.now() + 3 * DAY);
    await sql(`UPDATE "billing"."subscriptions" SET "current_period_end" = $2 WHERE "user_id" = $1`, [userId, end]);
    const changed = await client.ask<BusinessSubscription>(S.updateSubscription, { userId, packageType: 'pro' });
    expect(changed).toMatchObject({ packageType: 'basis', nextPackageType: 'pro', maxAds: 5 });
    const renewal = await intent(userId, { purpose: 'subscription' });
    expect(renewal).toMatchObject({ amount: 3500, description: 'Pro-pakket, 1 maand' });
    await confirm(userId, renewal.paymentId);
    const sub = (await subscription(userId))!;
    expect(sub).toMatchObject({ packageType: 'pro', nextPackageType: null, maxAds: 50 });
    expect(new Date(sub.nextPaymentDate!).getTime()).toBe(addOneMonth(end).getTime());
  });

  it('cancels at the end of the paid period, and auto-renew off ends it without a grace period', async () => {
    const { userId } = await paidBusiness('premium');
    const cancelled = await client.ask<BusinessSubscription>(S.cancelSubscription, { userId });
    expect(cancelled).toMatchObject({ status: 'cancelled', autoRenew: false, slotsActive: true, paymentDue: false, nextPaymentDate: null });
    expect((await rpcFailure(client.ask(S.cancelSubscription, { userId }))).message).toBe(M.subscriptionAlreadyCancelled);
    // Turning auto-renew back on before the end undoes the cancellation.
    expect(await client.ask<BusinessSubscription>(S.updateSubscription, { userId, autoRenew: true })).toMatchObject({
      status: 'active',
      autoRenew: true,
    });
    await client.ask(S.updateSubscription, { userId, autoRenew: false });
    await sql(`UPDATE "billing"."subscriptions" SET "current_period_end" = now() - interval '1 day' WHERE "user_id" = $1`, [userId]);
    expect((await subscription(userId))!).toMatchObject({ status: 'ended', slotsActive: false });
  });

  it('reminds each renewing subscription due within 7 days once per period, and stores the ended ones', async () => {
    const due = await paidBusiness('basis');
    const later = await paidBusiness('basis');
    const ended = await paidBusiness('basis');
    await sql(`UPDATE "billing"."subscriptions" SET "current_period_end" = now() + interval '3 days' WHERE "user_id" = $1`, [due.userId]);
    await sql(
      `UPDATE "billing"."subscriptions" SET "current_period_end" = now() - interval '1 day', "auto_renew" = false WHERE "user_id" = $1`,
      [ended.userId],
    );
    // Other tests of this file leave subscriptions behind, so the counts are at least these.
    const runReminders = async () =>
      (await client.ask<JobRun>(jobSubjects('billing').run, { job: 'subscription-reminders', startedBy: 'admin' })).result as {
        reminded: number;
        ended: number;
      };
    const first = await runReminders();
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect(first.ended).toBeGreaterThanOrEqual(1);
    expect((await runReminders()).reminded).toBe(0);
    const [row] = await sql(
      `SELECT "reminded_for" = "current_period_end" AS reminded FROM "billing"."subscriptions" WHERE "user_id" = $1`,
      [due.userId],
    );
    expect(row.reminded).toBe(true);
    expect((await sql(`SELECT "status" FROM "billing"."subscriptions" WHERE "user_id" = $1`, [ended.userId]))[0].status).toBe('ended');
    expect((await subscription(later.userId))!.status).toBe('active');
  });

  it('lists payments newest first with an invoice PDF per paid one, only for their owner', async () => {
    const { userId, paymentId } = await paidBusiness('premium');
    const history = await client.ask<PaymentHistory>(S.paymentHistory, { userId });
    expect(history.payments.map((p) => [p.id, p.status, p.amount])).toEqual([[paymentId, 'paid', 2000]]);
    const invoice = await client.ask<{ filename: string; pdfBase64: string }>(S.invoice, { userId, id: paymentId });
    expect(invoice.filename).toMatch(/^factuur-SM-\d{4}-\d{6}\.pdf$/);
    expect(Buffer.from(invoice.pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await rpcFailure(client.ask(S.invoice, { userId: randomUUID(), id: paymentId }))).code).toBe('NOT_FOUND');
  });

  it('gives the back-office every business customer with package, state and last payment', async () => {
    const { userId } = await paidBusiness('pro');
    const { customers, activeSubscriptions, monthlyRevenue } = await client.ask<BusinessCustomerList>(S.customers, {});
    expect(customers.find((c) => c.userId === userId)).toMatchObject({
      name: 'Paramaribo Fietsen NV',
      packageName: 'Pro',
      status: 'Actief',
      payment: 'Betaald',
    });
    expect(activeSubscriptions).toBeGreaterThanOrEqual(1);
    expect(monthlyRevenue).toBeGreaterThanOrEqual(3500);
  });
});
