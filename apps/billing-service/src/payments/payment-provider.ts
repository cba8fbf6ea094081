import { type PaymentProviderName } from '@surimarkt/contracts';

/** A provider's event about one payment, once its signature is checked. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** When the provider made the event: a late, older event never undoes a newer one. */
  created: Date;
  intentId: string | null;
  /** What the event says of the payment; null for events this product does not act on. */
  outcome: 'paid' | 'failed' | 'pending' | null;
  failureMessage: string | null;
}

/** Stripe, or the built-in test provider that follows the same path (intent, confirmation, signed webhook). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey: string | null;
  createIntent(input: {
    paymentId: string;
    userId: string;
    amountCents: number;
    description: string;
  }): Promise<{ intentId: string; clientSecret: string }>;
  /** Checks the signature and age of a webhook request and reads it; throws on a bad one. */
  verify(payload: string, signature: string): Promise<ProviderEvent>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** Reads a Stripe-shaped event (both providers send this shape). */
export function readStripeEvent(event: {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}): ProviderEvent {
  const object = event.data.object as { object?: string; id?: string; last_payment_error?: { message?: string } | null };
  const outcome =
    (
      {
        'payment_intent.succeeded': 'paid',
        'payment_intent.payment_failed': 'failed',
        'payment_intent.canceled': 'failed',
        'payment_intent.processing': 'pending',
      } as const
    )[event.type] ?? null;
  return {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    intentId: object.object === 'payment_intent' && typeof object.id === 'string' ? object.id : null,
    outcome,
    failureMessage: outcome === 'failed' ? (object.last_payment_error?.message ?? 'Betaling geannuleerd') : null,
  };
}
