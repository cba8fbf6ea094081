import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES as M } from '@surimarkt/contracts';
import Stripe from 'stripe';
import { type PaymentProvider, type ProviderEvent, readStripeEvent } from './payment-provider';

/** The test cards, as Stripe's: 4242… is paid, 4000 0000 0000 0002 is declined; any other valid number is paid. */
export const DECLINED_TEST_CARD = '4000000000000002';

/**
 * The built-in provider for a product without Stripe keys. It takes the same path as Stripe: an intent with a
 * client secret, a confirmation with a card, and a webhook event signed as Stripe signs (with a secret kept in the
 * billing schema, so every replica checks it), delivered to the same endpoint. Nobody is charged.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;

  constructor(
    private readonly secret: () => Promise<string>,
    private readonly toleranceS: number,
  ) {}

  async createIntent() {
    const intentId = `pi_test_${randomUUID().replaceAll('-', '')}`;
    return { intentId, clientSecret: `${intentId}_secret_${randomUUID().replaceAll('-', '')}` };
  }

  async verify(payload: string, signature: string): Promise<ProviderEvent> {
    return readStripeEvent(Stripe.webhooks.constructEvent(payload, signature, await this.secret(), this.toleranceS) as never);
  }

  /** The event Stripe would send after the card form is submitted, signed; null when the card number itself is wrong. */
  async confirmationEvent(
    intent: { intentId: string; amountCents: number },
    cardNumber: string,
  ): Promise<{ payload: string; signature: string } | null> {
    const digits = cardNumber.replace(/\s/g, '');
    if (!luhnValid(digits)) return null;
    const declined = digits === DECLINED_TEST_CARD;
    const payload = JSON.stringify({
      id: `evt_test_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: declined ? 'payment_intent.payment_failed' : 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          object: 'payment_intent',
          id: intent.intentId,
          amount: intent.amountCents,
          currency: 'eur',
          status: declined ? 'requires_payment_method' : 'succeeded',
          last_payment_error: declined ? { message: M.cardDeclined } : null,
        },
      },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: await this.secret() }) };
  }
}

export function luhnValid(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
