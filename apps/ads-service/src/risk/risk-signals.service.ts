import { Injectable } from '@nestjs/common';
import { ADS_MESSAGES, type AdRiskSignals } from '@surimarkt/contracts';
import { notFound, phoneE164 } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { ExchangeRates } from '../exchange-rates/exchange-rates.service';
import { TypicalPrices } from '../prices/typical-prices.service';
import { PhotoHashes } from './photo-hashes.service';

const PHONE_MATCHES_MAX = 50;
/** The index's key: the last seven digits (a Surinamese number's own), however the number was written. */
const PHONE_DIGITS = `right(regexp_replace("contact_phone", '\\D', '', 'g'), 7)`;

/**
 * What the ads-service knows about a submitted ad's risk, asked by the moderation-service when the ad reaches its
 * queue: photos in other accounts' ads, the phone in other accounts' ads, the price against similar ads, and
 * which of those other ads an upheld scam report took offline.
 */
@Injectable()
export class RiskSignals {
  constructor(
    private readonly dataSource: DataSource,
    private readonly photos: PhotoHashes,
    private readonly rates: ExchangeRates,
    private readonly typical: TypicalPrices,
  ) {}

  async signals(adId: number): Promise<AdRiskSignals> {
    const [ad]: {
      user_id: string;
      images: string[];
      contact_phone: string | null;
      price: string | null;
      currency: string;
      category_id: number;
      subcategory_id: number | null;
    }[] = await this.dataSource.query(
      `SELECT "user_id", "images", "contact_phone", "price", "currency", "category_id", "subcategory_id" FROM "ads"."ads" WHERE "id" = $1`,
      [adId],
    );
    if (!ad) throw notFound(ADS_MESSAGES.adNotFound);
    await this.photos.hashAd({ id: adId, userId: ad.user_id, images: ad.images ?? [] });
    const [duplicates, phoneSharedWith, price] = await Promise.all([
      this.photos.duplicates({ id: adId, userId: ad.user_id }),
      this.phoneSharedWith(ad.user_id, ad.contact_phone),
      this.price(ad),
    ]);
    const reportedAdIds = await this.reportedForScam([...duplicates.map((d) => d.otherAdId), ...phoneSharedWith.adIds]);
    return { duplicates, phoneSharedWith, price, reportedAdIds };
  }

  private async phoneSharedWith(userId: string, phone: string | null): Promise<AdRiskSignals['phoneSharedWith']> {
    const number = phoneE164(phone) ?? phone?.replace(/\D/g, '');
    if (!number || number.length < 7) return { userIds: [], adIds: [] };
    const rows: { id: number; user_id: string; contact_phone: string }[] = await this.dataSource.query(
      `SELECT "id", "user_id", "contact_phone" FROM "ads"."ads" WHERE ${PHONE_DIGITS} = $1 AND "user_id" <> $2 ORDER BY "id" DESC LIMIT $3`,
      [number.slice(-7), userId, PHONE_MATCHES_MAX],
    );
    const same = rows.filter((r) => (phoneE164(r.contact_phone) ?? r.contact_phone.replace(/\D/g, '')) === number);
    return { userIds: [...new Set(same.map((r) => r.user_id))], adIds: same.map((r) => r.id) };
  }

  /** Both in EUR cents at today's rate, against the subcategory's ads (or the category's, for an ad without one). */
  private async price(ad: {
    user_id: string;
    price: string | null;
    currency: string;
    category_id: number;
    subcategory_id: number | null;
  }): Promise<AdRiskSignals['price']> {
    if (ad.price === null || Number(ad.price) <= 0) return null;
    const [rate, typical] = await Promise.all([
      this.rates.eurToSrd(),
      this.typical.median({ categoryId: ad.category_id, subcategoryId: ad.subcategory_id, otherThanUserId: ad.user_id }),
    ]);
    if (typical.medianEurCents === null) return null;
    const eurCents = ad.currency === 'SRD' ? Math.round(Number(ad.price) / rate) : Number(ad.price);
    return { eurCents, medianEurCents: typical.medianEurCents, sample: typical.sample };
  }

  /** A scam report is upheld when the operator rejected the ad it was about. */
  private async reportedForScam(adIds: number[]): Promise<number[]> {
    if (!adIds.length) return [];
    const rows: { ad_id: number }[] = await this.dataSource.query(
      `SELECT DISTINCT r."ad_id" FROM "ads"."ad_reports" r JOIN "ads"."ads" a ON a."id" = r."ad_id"
        WHERE r."ad_id" = ANY($1::int[]) AND r."reason" = 'scam' AND a."status" = 'rejected'`,
      [adIds],
    );
    return rows.map((r) => r.ad_id);
  }
}
