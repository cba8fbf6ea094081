import type { Currency } from '@surimarkt/contracts';
import { sharedTexts } from '../shared.texts';

const amountFormat = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Prices are integer cents (spec §9): null, missing or 0 means the seller names the price on request. */
export function formatPrice(cents: number | null | undefined, currency: Currency | string): string {
  if (cents === null || cents === undefined || cents === 0 || !Number.isFinite(cents)) return sharedTexts.priceOnRequest;
  const symbol = currency === 'EUR' ? '€' : 'SRD';
  return `${symbol} ${amountFormat.format(cents / 100)}`;
}
