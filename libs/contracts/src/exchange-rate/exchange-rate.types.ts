import { type Currency } from '../ads/ads.constants';

// The EUR/SRD rate and the arithmetic on it, browser-safe: the server and the screens convert and cap alike.

/** Until the operator sets a rate, 1 EUR is 40 SRD (so the spec's SRD 400 Bunkopu cap stands). */
export const DEFAULT_EUR_TO_SRD = 40;
/** A rate has at most this many decimals (the column's scale); the largest rate accepted. */
export const RATE_DECIMALS = 4;
export const RATE_MAX = 100_000;
/** The smallest rate the column keeps (four decimals): 1e-9 would be stored as 0. */
export const RATE_MIN = 0.0001;
/** The Bunkopu Seri cap: 10 EUR, in SRD 10 × the rate. */
export const BUNKOPU_MAX_EUR_CENTS = 1000;

/** A change larger than this share of today's rate must be confirmed: an operator's typo (3900 for 39) moves every price. */
export const RATE_CONFIRM_CHANGE = 0.1;

/** Whether setting `next` after `current` is a change the operator must confirm. */
export function isLargeRateChange(current: number, next: number): boolean {
  return Math.abs(next - current) > current * RATE_CONFIRM_CHANGE;
}

/** GET /api/exchange-rate: the current rate and the day it was set (null while the default applies). */
export interface ExchangeRate {
  eurToSrd: number;
  date: string | null;
}

export interface ExchangeRateChange {
  eurToSrd: number;
  /** The day it was set in Paramaribo, YYYY-MM-DD. */
  date: string;
  setAt: string;
}

/** GET /api/admin/exchange-rate/history, newest first. */
export interface ExchangeRateHistory {
  history: ExchangeRateChange[];
}

/** An ad's price in the other currency (cents, at today's rate). */
export interface ConvertedPrice {
  currency: Currency;
  amount: number;
}

export const otherCurrency = (currency: Currency): Currency => (currency === 'EUR' ? 'SRD' : 'EUR');

/** A price in the other currency, rounded to whole cents. */
export function convertPrice(cents: number, from: Currency, eurToSrd: number): ConvertedPrice {
  const amount = from === 'EUR' ? cents * eurToSrd : cents / eurToSrd;
  return { currency: otherCurrency(from), amount: Math.round(amount) };
}

/** The Bunkopu Seri cap in cents in a currency: 1000 EUR cents, or 10 × the rate in SRD. */
export function bunkopuMaxCents(currency: Currency, eurToSrd: number): number {
  return currency === 'EUR' ? BUNKOPU_MAX_EUR_CENTS : Math.round(BUNKOPU_MAX_EUR_CENTS * eurToSrd);
}

/** 'SRD 400', 'SRD 1.520' or 'SRD 385,50' (nl-NL, cents only when there are any). */
export function srdAmountText(cents: number): string {
  const whole = cents % 100 === 0;
  const text = (cents / 100).toLocaleString('nl-NL', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return `SRD ${text}`;
}

/** The form's and the server's Dutch message when a Bunkopu Seri price is above the cap. */
export function bunkopuMaxMessage(currency: Currency, eurToSrd: number): string {
  if (currency === 'EUR') return 'Prijs te hoog voor Bunkopu Seri! Maximum €10';
  return `Prijs te hoog voor Bunkopu Seri! Maximum ${srdAmountText(bunkopuMaxCents('SRD', eurToSrd))}`;
}
