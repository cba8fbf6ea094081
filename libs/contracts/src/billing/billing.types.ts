// Business packages (accounts spec 9, back-office spec 2.14). Prices in integer cents.
/** Checkout bounds (accounts spec 5, 9): 0.50 to 10000 EUR, in cents. */
export const CHECKOUT_MIN_CENTS = 50;
export const CHECKOUT_MAX_CENTS = 1_000_000;

export const PACKAGE_TYPES = ['basis', 'premium', 'pro'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export type PackageSupportLevel = 'basic' | 'priority' | 'premium';
/** How a package's support level reads, on the business form and in the back-office alike. */
export const PACKAGE_SUPPORT_LABELS: Record<PackageSupportLevel, string> = {
  basic: 'Basis support',
  priority: 'Prioriteit support',
  premium: 'Premium support',
};
export type PackageAnalyticsLevel = 'none' | 'basic' | 'extended';

export interface BusinessPackage {
  type: PackageType;
  name: string;
  priceCents: number;
  currency: 'EUR';
  billingPeriod: 'month';
  /** Ads the business may have online at once. */
  maxAds: number;
  /** Days an ad of this package stays online. */
  validityDays: number;
  featuredAds: number;
  topListings: number;
  support: PackageSupportLevel;
  analytics: PackageAnalyticsLevel;
  /** Shown with a 'popular' badge. */
  isPopular: boolean;
  /** Preselected on the business registration form. */
  isDefault: boolean;
}

export interface BusinessPackageList {
  packages: BusinessPackage[];
}

/** The kinds of business of the registration form (accounts spec 3). */
export const COMPANY_TYPES = [
  'retail',
  'services',
  'manufacturing',
  'technology',
  'healthcare',
  'education',
  'hospitality',
  'construction',
  'other',
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/**
 * A subscription's life: `pending` until its first payment; `active` for a paid period; `past_due` after the period
 * ended unpaid with auto-renew on (the package keeps working for the grace period); `paused` after that (its slots
 * stop until a payment); `cancelled` (working until the end of the paid period, not renewed); `ended`.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due', 'paused', 'cancelled', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Days an unpaid subscription keeps working after its period ends, before it pauses. */
export const SUBSCRIPTION_GRACE_DAYS = 7;
/** The reminder mail goes out when the next payment is due within this many days. */
export const SUBSCRIPTION_REMINDER_DAYS = 7;

/** GET /api/business/subscription: the business user's package and its use (accounts spec 3, 2.14). */
export interface BusinessSubscription {
  id: string;
  packageType: PackageType;
  packageName: string;
  /** The package price per month, in cents. */
  packagePrice: number;
  currency: 'EUR';
  maxAds: number;
  featuredAds: number;
  topListings: number;
  status: SubscriptionStatus;
  autoRenew: boolean;
  /** Whether the package's slots work now (active, cancelled before its end, or in the grace period). */
  slotsActive: boolean;
  currentPeriodEnd: string | null;
  /** When the next payment is due (the end of the paid period); null before the first payment is made and once ended. */
  nextPaymentDate: string | null;
  /** A package chosen for the next period (a change takes effect when the next period is paid). */
  nextPackageType: PackageType | null;
  /** Whether a payment can be made now: the first one, or the next period's once it is due within the reminder window. */
  paymentDue: boolean;
  companyName: string;
  createdAt: string;
}

/** The ads side of the dashboard's account tab. */
export interface BusinessUsage {
  activeAds: number;
  featuredAds: number;
  topListings: number;
}

export type BusinessSubscriptionResponse = BusinessSubscription & { usage: BusinessUsage };

/** What a package allows now; the ads-service asks this before a business user's ad goes online. */
export interface BusinessEntitlements {
  isBusiness: boolean;
  slotsActive: boolean;
  maxAds: number;
  featuredAds: number;
  topListings: number;
  /** Days an ad of this package stays online once approved. */
  validityDays: number;
}

/** 'expired' and 'cancelled' only for bank transfers (not confirmed in time, or cancelled by the operator). */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled';
export type PaymentPurpose = 'subscription' | 'amount';
/** 'none': production without Stripe keys, where card payments are refused (never the test provider). */
export type PaymentProviderName = 'stripe' | 'test' | 'none';

/** A payment as the history and the checkout pages show it (accounts spec 3: the payment history item). */
export interface PaymentView {
  id: string;
  createdAt: string;
  paidAt: string | null;
  description: string;
  /** In cents. */
  amount: number;
  currency: 'EUR';
  paymentMethod: string;
  status: PaymentStatus;
  purpose: PaymentPurpose;
  /** 'bank': a bank transfer confirmed by the operator. */
  provider: PaymentProviderName | 'bank';
  failureMessage: string | null;
  /** Set once paid: the invoice's number (the PDF is at /api/business/payments/{id}/invoice). */
  invoiceNumber: string | null;
}

export interface PaymentHistory {
  payments: PaymentView[];
}

/** POST /api/create-payment-intent answers this; the browser confirms with the provider using the client secret. */
export interface PaymentIntentResponse {
  paymentId: string;
  clientSecret: string;
  provider: PaymentProviderName;
  /** Stripe's publishable key; null with the built-in test provider. */
  publishableKey: string | null;
  amount: number;
  currency: 'EUR';
  description: string;
}

/** GET /api/payments/config: which provider the checkout page talks to. */
export interface PaymentsConfig {
  provider: PaymentProviderName;
  publishableKey: string | null;
}

/** A row of the back-office's business customers table (back-office spec 2.14). */
export interface BusinessCustomer {
  userId: string;
  name: string;
  contact: string;
  packageType: PackageType;
  packageName: string;
  status: 'Actief' | 'Gepauzeerd';
  subscriptionStatus: SubscriptionStatus;
  /** The last payment's state as the table shows it. */
  payment: string;
  lastPaidAt: string | null;
}

/** GET /api/admin/subscriptions (back-office spec 3, 7): every business subscription, newest first. */
export interface AdminSubscription {
  id: string;
  userId: string;
  /** The business (company name). */
  business: string;
  packageType: PackageType;
  packageName: string;
  status: SubscriptionStatus;
  /** The paid period, when one was paid. */
  period: { start: string | null; end: string | null };
  /** The package's price per month, in cents. */
  amount: number;
  currency: 'EUR';
  autoRenew: boolean;
}

export interface AdminSubscriptionList {
  subscriptions: AdminSubscription[];
}

export interface BusinessCustomerList {
  customers: BusinessCustomer[];
  activeSubscriptions: number;
  /** Sum of the active subscriptions' monthly prices, in cents. */
  monthlyRevenue: number;
}

/** How many featured ads and top listings a business may have now (0 while its package is paused or ended). */
export interface PromotionLimit {
  userId: string;
  featuredAds: number;
  topListings: number;
}
