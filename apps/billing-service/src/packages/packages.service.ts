import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type BusinessPackage, type BusinessPackageList } from '@surimarkt/contracts';
import { Repository } from 'typeorm';
import { BusinessPackageEntity } from './business-package.entity';

@Injectable()
export class PackagesService {
  constructor(@InjectRepository(BusinessPackageEntity) private readonly packages: Repository<BusinessPackageEntity>) {}

  async listPackages(): Promise<BusinessPackageList> {
    const rows = await this.packages.find({ order: { sortOrder: 'ASC' } });
    return { packages: rows.map(toBusinessPackage) };
  }
}

function toBusinessPackage(row: BusinessPackageEntity): BusinessPackage {
  return {
    type: row.type,
    name: row.name,
    priceCents: row.priceCents,
    currency: row.currency,
    billingPeriod: 'month',
    maxAds: row.maxAds,
    validityDays: row.validityDays,
    featuredAds: row.featuredAds,
    topListings: row.topListings,
    support: row.support,
    analytics: row.analytics,
    isPopular: row.isPopular,
    isDefault: row.isDefault,
  };
}
