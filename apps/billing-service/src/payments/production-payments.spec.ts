import { randomUUID } from 'node:crypto';
import {
  BANK_TRANSFER_MESSAGES,
  BANK_TRANSFER_SUBJECTS,
  BILLING_MESSAGES as M,
  BILLING_SUBJECTS as S,
  type PaymentsConfig,
} from '@surimarkt/contracts';
import { startTestService, useServiceUnderTest } from '@surimarkt/server/testing';
import { AppModule } from '../app.module';

// Production without Stripe keys must never take a test payment: card payments are refused with a clear 503. Without
// BANK_* set, no transfer is sent to the demo account: bank transfers are refused the same way.
describe('billing-service: production without Stripe keys or bank account', () => {
  const before = process.env.NODE_ENV;
  const service = useServiceUnderTest(async () => {
    process.env.NODE_ENV = 'production';
    return startTestService({ service: 'billing', module: AppModule });
  });
  afterAll(() => {
    process.env.NODE_ENV = before;
  });

  it('refuses card payments in Dutch with 503 and offers no test provider', async () => {
    expect(await service.client.ask<PaymentsConfig>(S.paymentsConfig, {})).toEqual({ provider: 'none', publishableKey: null });
    const intent = service.client.ask(S.createPaymentIntent, {
      userId: randomUUID(),
      payerName: 'Anna Kromo',
      payerEmail: 'anna@example.sr',
      idempotencyKey: randomUUID(),
      amount: 1000,
    });
    await expect(intent).rejects.toMatchObject({ code: 'UNAVAILABLE', message: M.cardPaymentsUnavailable });
    const confirm = service.client.ask(S.testConfirm, { userId: randomUUID(), id: randomUUID(), cardNumber: '4242424242424242' });
    await expect(confirm).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a bank transfer in Dutch with 503 instead of handing out the demo account', async () => {
    const transfer = service.client.ask(BANK_TRANSFER_SUBJECTS.create, { userId: randomUUID(), purpose: 'subscription' });
    await expect(transfer).rejects.toMatchObject({ code: 'UNAVAILABLE', message: BANK_TRANSFER_MESSAGES.unavailable });
  });
});
