import { natsSubject } from '../common/nats-subject';

// Requests to the billing-service. Calls on a user's behalf carry the session's userId, set by the gateway.
//   POST /api/auth/register-business          → { success, message, autoLogin, user }
//   GET  /api/business/subscription           → BusinessSubscriptionResponse (404 for an account without one)
//   PATCH /api/business/subscription          { autoRenew?, packageType? } → BusinessSubscription
//   POST /api/business/subscription/cancel    → BusinessSubscription
//   GET  /api/business/insights?days=N         → AdInsights (analytics-service, the owner's ads)
//   GET  /api/business/payments/history       → PaymentHistory
//   GET  /api/business/payments/{id}/invoice  → application/pdf
//   GET  /api/payments/config                 → PaymentsConfig
//   POST /api/create-payment-intent           CreatePaymentIntentDto → PaymentIntentResponse
//   GET  /api/payments/{id}                   → PaymentView (own payments only)
//   POST /api/test-payments/{id}/confirm      { cardNumber } → PaymentView (test provider only)
//   POST /api/stripe/webhook                  Stripe's signed event → { received: true }
export const BILLING_SUBJECTS = {
  /** The business packages (Basis, Premium, Pro), cheapest first. */
  packagesList: natsSubject('billing.list-packages'),
  /** { userId, packageType, companyName, contactName, email } → BusinessSubscription (status pending) */
  createSubscription: natsSubject('billing.create-subscription'),
  /** { userId } → { removed } : undoes a registration whose account could not be made (only an unpaid one). */
  discardSubscription: natsSubject('billing.discard-subscription'),
  /** { userId } → BusinessSubscription | null */
  subscription: natsSubject('billing.subscription'),
  /** { userId, autoRenew?, packageType? } → BusinessSubscription */
  updateSubscription: natsSubject('billing.update-subscription'),
  /** { userId } → BusinessSubscription */
  cancelSubscription: natsSubject('billing.cancel-subscription'),
  /** { userId } → { ended } : the account is being deleted; its subscription ends now (payments and invoices stay). */
  endForDeletedAccount: natsSubject('billing.end-for-deleted-account'),
  /** {} → { limits: PromotionLimit[] } : every business's featured/top allowance now (paused and recently ended ones 0). */
  promotionLimits: natsSubject('billing.promotion-limits'),
  /** { userId } → BusinessEntitlements */
  entitlements: natsSubject('billing.entitlements'),
  /** {} → PaymentsConfig */
  paymentsConfig: natsSubject('billing.payments-config'),
  /** CreatePaymentIntentDto & { userId } → PaymentIntentResponse */
  createPaymentIntent: natsSubject('billing.create-payment-intent'),
  /** { userId, id } → PaymentView */
  payment: natsSubject('billing.payment'),
  /** { userId } → PaymentHistory */
  paymentHistory: natsSubject('billing.payment-history'),
  /** { userId, id } → { filename, pdfBase64 } */
  invoice: natsSubject('billing.invoice'),
  /** { userId, id, cardNumber } → { payload, signature } : the test provider's signed webhook event for this attempt */
  testConfirm: natsSubject('billing.test-confirm'),
  /** { payload, signature } → { received, applied } */
  webhook: natsSubject('billing.webhook'),
  /** {} → BusinessCustomerList (back-office) */
  customers: natsSubject('billing.customers'),
  /** {} → AdminSubscriptionList (back-office) */
  subscriptionsList: natsSubject('billing.list-subscriptions'),
} as const;
