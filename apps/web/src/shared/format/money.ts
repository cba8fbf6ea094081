import type { ConvertedPrice, Currency } from '@surimarkt/contracts';
import { isPriceOnRequest } from '@surimarkt/contracts/texts';
import { sharedTexts } from '../shared.texts';
import { once } from './once';

const amountFormat = once(() => new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Prices are integer cents (spec §9): null, missing or 0 means the seller names the price on request. */
export function formatPrice(cents: number | null | undefined, currency: Currency | string): string {
  if (isPriceOnRequest(cents)) return sharedTexts.priceOnRequest;
  return formatAmount(cents, currency);
}

/** An amount in cents as the site shows money (€ 12,50 or SRD 400,00), zero included. */
export function formatAmount(cents: number, currency: Currency | string): string {
  return `${currency === 'EUR' ? '€' : 'SRD'} ${amountFormat().format(cents / 100)}`;
}

const wholeFormat = once(() => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 }));

/** An amount as a person writes it: '15.000' or '9,50' (no ',00' on whole amounts); the form's fields show it too. */
export function amountNumber(cents: number): string {
  return (cents % 100 === 0 ? wholeFormat() : amountFormat()).format(cents / 100);
}

/** An amount as a hint shows it: 'SRD 15.000' or '€ 9,50'. */
export function formatAmountShort(cents: number, currency: Currency | string): string {
  return `${currency === 'EUR' ? '€' : 'SRD'} ${amountNumber(cents)}`;
}

/** A price in the other currency, as a hint: '≈ SRD 1.520' or '≈ € 9,50'. */
export function formatConverted(converted: ConvertedPrice): string {
  return `≈ ${formatAmountShort(converted.amount, converted.currency)}`;
}

const rateFormat = once(() => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 4 }));

/** A rate as the site shows it: '40' or '38,5'. */
export function formatRate(eurToSrd: number): string {
  return rateFormat().format(eurToSrd);
}
