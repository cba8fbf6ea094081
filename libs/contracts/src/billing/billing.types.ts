// Business packages (accounts spec 9, back-office spec 2.14). Prices in integer cents.
export const PACKAGE_TYPES = ['basis', 'premium', 'pro'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export type PackageSupportLevel = 'basic' | 'priority' | 'premium';
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
