import Stripe from 'stripe';
import { type PaymentProvider, type ProviderEvent, readStripeEvent } from './payment-provider';

/** Stripe's Payment Element path: a PaymentIntent per payment, its state told by Stripe's signed webhook. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    readonly publishableKey: string,
    private readonly webhookSecret: string,
    private readonly toleranceS: number,
  ) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2 });
  }

  async createIntent(input: { paymentId: string; userId: string; amountCents: number; description: string }) {
    // The payment's own id is the idempotency key: a retried request makes no second intent.
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'eur',
        description: input.description,
        automatic_payment_methods: { enabled: true },
        metadata: { paymentId: input.paymentId, userId: input.userId },
      },
      { idempotencyKey: input.paymentId },
    );
    return { intentId: intent.id, clientSecret: intent.client_secret! };
  }

  async verify(payload: string, signature: string): Promise<ProviderEvent> {
    return readStripeEvent(this.stripe.webhooks.constructEvent(payload, signature, this.webhookSecret, this.toleranceS) as never);
  }
}
