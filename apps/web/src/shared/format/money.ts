import type { Currency } from '@surimarkt/contracts';
import { sharedTexts } from '../shared.texts';

const amountFormat = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Prices are integer cents (spec §9): null, missing or 0 means the seller names the price on request. */
export function formatPrice(cents: number | null | undefined, currency: Currency | string): string {
  if (cents === null || cents === undefined || cents === 0 || !Number.isFinite(cents)) return sharedTexts.priceOnRequest;
  return formatAmount(cents, currency);
}

/** An amount in cents as the site shows money (€ 12,50 or SRD 400,00), zero included. */
export function formatAmount(cents: number, currency: Currency | string): string {
  return `${currency === 'EUR' ? '€' : 'SRD'} ${amountFormat.format(cents / 100)}`;
}

/** A decimal price as typed ('12,50' or '12.50') in cents; empty is 'on request' (null); anything else NaN. */
export function toCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const number = Number(String(value).trim().replace(',', '.'));
  return Number.isFinite(number) ? Math.round(number * 100) : Number.NaN;
}
