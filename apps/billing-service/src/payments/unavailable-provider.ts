import { BILLING_MESSAGES as M, ErrorCode } from '@surimarkt/contracts';
import { rpcError } from '@surimarkt/server';
import { type PaymentProvider, type ProviderEvent } from './payment-provider';

/**
 * Production without Stripe keys: card payments are refused with a clear 503 rather than taken by the test provider,
 * which would mark real subscriptions paid without money changing hands.
 */
export class UnavailableProvider implements PaymentProvider {
  readonly name = 'none' as const;
  readonly publishableKey = null;

  async createIntent(): Promise<never> {
    throw rpcError(ErrorCode.Unavailable, M.cardPaymentsUnavailable);
  }

  async verify(): Promise<ProviderEvent> {
    throw rpcError(ErrorCode.BadRequest, M.webhookInvalid);
  }
}
