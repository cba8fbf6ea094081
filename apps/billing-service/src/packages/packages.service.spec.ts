import { BILLING_SUBJECTS, type BusinessPackageList } from '@surimarkt/contracts';
import { expectHealthy, startTestService, useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';

describe('billing-service over NATS', () => {
  const service = useServiceUnderTest(() => startTestService({ service: 'billing', module: AppModule }));
  const { client } = service;

  describe('health', () => {
    it('reports its database and applied migrations', async () => {
      await expectHealthy(client, 'billing', 1);
    });
  });

  describe('listPackages', () => {
    it('answers the three tiers of the spec, cheapest first, with Premium popular and preselected', async () => {
      const { packages } = await client.ask<BusinessPackageList>(BILLING_SUBJECTS.packagesList, {});
      const common = { currency: 'EUR', billingPeriod: 'month' };
      expect(packages).toEqual([
        {
          ...common,
          type: 'basis',
          name: 'Basis',
          priceCents: 1000,
          maxAds: 5,
          validityDays: 30,
          featuredAds: 1,
          topListings: 0,
          support: 'basic',
          analytics: 'none',
          isPopular: false,
          isDefault: false,
        },
        {
          ...common,
          type: 'premium',
          name: 'Premium',
          priceCents: 2000,
          maxAds: 15,
          validityDays: 45,
          featuredAds: 3,
          topListings: 1,
          support: 'priority',
          analytics: 'basic',
          isPopular: true,
          isDefault: true,
        },
        {
          ...common,
          type: 'pro',
          name: 'Pro',
          priceCents: 3500,
          maxAds: 50,
          validityDays: 60,
          featuredAds: 10,
          topListings: 5,
          support: 'premium',
          analytics: 'extended',
          isPopular: false,
          isDefault: false,
        },
      ]);
    });

    it('keeps a single default package: a second one is refused by the schema', async () => {
      await expect(service.app.get(DataSource).query(`UPDATE billing.packages SET is_default = true WHERE type = 'pro'`)).rejects.toThrow(
        /packages_single_default_key/,
      );
      const { packages } = await client.ask<BusinessPackageList>(BILLING_SUBJECTS.packagesList, {});
      expect(packages.filter((p) => p.isDefault).map((p) => p.type)).toEqual(['premium']);
    });
  });
});
