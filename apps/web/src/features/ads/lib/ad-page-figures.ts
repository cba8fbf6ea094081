import type { Ad, ConvertedPrice, ExchangeRate } from '@surimarkt/contracts';
import { convertPrice } from '@surimarkt/contracts/texts';
import { formatDate } from '@/shared/format/dates';
import { formatRate } from '@/shared/format/money';
import { adsTexts } from '../ads.texts';

/**
 * What the ad page shows that changes without the ad changing: the price in the other currency at a rate, where that
 * rate comes from, and the views. The page (ad-detail-page.tsx) and the light page's fill (fill-ad-page.ts) write them
 * with these, so the texts a guest's page was filled with are the ones React finds when it takes the page over.
 */
export function convertedAt(ad: Pick<Ad, 'price' | 'currency' | 'convertedPrice'>, rate: ExchangeRate | undefined): ConvertedPrice | null {
  return rate && ad.price !== null ? convertPrice(ad.price, ad.currency, rate.eurToSrd) : (ad.convertedPrice ?? null);
}

export function rateNoteOf(rate: ExchangeRate | undefined): string | undefined {
  return rate ? adsTexts.rateOf(formatRate(rate.eurToSrd), rate.date ? formatDate(`${rate.date}T12:00:00Z`) : null) : undefined;
}

export function viewsText(views: number | undefined): string {
  return adsTexts.views(views ?? 0);
}
