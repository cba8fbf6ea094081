import { type PackageAnalyticsLevel, type PackageSupportLevel, type PackageType } from '@surimarkt/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A business package tier; reference data written by migrations, read by everyone who prices or limits business ads. */
@Entity({ name: 'packages' })
export class BusinessPackageEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  type: PackageType;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ type: 'char', length: 3 })
  currency: 'EUR';

  @Column({ name: 'max_ads', type: 'integer' })
  maxAds: number;

  @Column({ name: 'validity_days', type: 'integer' })
  validityDays: number;

  @Column({ name: 'featured_ads', type: 'integer' })
  featuredAds: number;

  @Column({ name: 'top_listings', type: 'integer' })
  topListings: number;

  @Column({ name: 'support_level', type: 'varchar', length: 16 })
  support: PackageSupportLevel;

  @Column({ name: 'analytics_level', type: 'varchar', length: 16 })
  analytics: PackageAnalyticsLevel;

  @Column({ name: 'is_popular', type: 'boolean', default: false })
  isPopular: boolean;

  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;
}
