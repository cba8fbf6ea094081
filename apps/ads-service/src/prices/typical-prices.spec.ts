import { CATEGORIES_SUBJECTS, ErrorCode, type TypicalPrice } from '@surimarkt/contracts';
import { useServiceUnderTest } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { ExchangeRates } from '../exchange-rates/exchange-rates.service';
import { insertAd } from '../testing/insert-ad';
import { startAdsService } from '../testing/start-ads-service';

// The posting form asks what a category's ads cost, to catch '15.000' typed in euros for a moped sold in SRD.
describe('the typical price of a category', () => {
  const service = useServiceUnderTest(() => startAdsService({ seedDemo: false }));
  const { client } = service;
  let db: DataSource;
  let categoryId: number;
  let rate: number;

  beforeAll(async () => {
    db = service.app.get(DataSource);
    [{ id: categoryId }] = await db.query(`SELECT "id" FROM "ads"."categories" WHERE "parent_id" IS NULL ORDER BY "id" LIMIT 1`);
    rate = await service.app.get(ExchangeRates).eurToSrd();
  });

  const ask = (subcategoryId?: number) => client.ask<TypicalPrice>(CATEGORIES_SUBJECTS.typicalPrice, { categoryId, subcategoryId });

  it('answers nothing with fewer than five online ads, and then their median in euro cents, SRD counted at the rate', async () => {
    // Four online mopeds and ads that do not count: offline, waiting for review, without a price.
    for (const srd of [3_000_000, 3_500_000, 4_000_000]) await insertAd(db, { price: srd, currency: 'SRD' });
    await insertAd(db, { price: 90_000, currency: 'EUR' });
    await insertAd(db, { price: 99_900_000, currency: 'EUR', status: 'rejected' });
    await insertAd(db, { price: 99_900_000, currency: 'EUR', status: 'pending' });
    await insertAd(db, { price: null });
    expect(await ask()).toEqual({ medianEurCents: null, sample: 4 });

    await insertAd(db, { price: 80_000, currency: 'EUR' });
    const eur = [3_000_000 / rate, 3_500_000 / rate, 4_000_000 / rate, 90_000, 80_000].sort((a, b) => a - b);
    expect(await ask()).toEqual({ medianEurCents: Math.round(eur[2]), sample: 5 });
  });

  it('refuses a category that is not a number', async () => {
    await expect(client.ask(CATEGORIES_SUBJECTS.typicalPrice, { categoryId: 'autos' })).rejects.toMatchObject({
      code: ErrorCode.Validation,
      message: 'Ongeldige categorie',
    });
  });
});
