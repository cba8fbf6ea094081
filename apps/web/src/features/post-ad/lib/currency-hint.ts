import type { Currency } from '@surimarkt/contracts';

/** An amount this many times off what the category's ads ask, either way, is taken for a slip. */
const OFF_BY = 5;

/**
 * The currency the seller most likely meant, when the amount typed is implausible in the one chosen and plausible in
 * the other: '15.000' in euros for a moped whose ads ask around € 400 reads as SRD 15.000 (the form's default is EUR,
 * the spec's). Null when the amount fits, or nothing is known about the category's prices.
 */
export function likelyCurrency(cents: number | null, currency: Currency, medianEurCents: number | null, eurToSrd: number): Currency | null {
  if (cents === null || cents <= 0 || !medianEurCents || eurToSrd <= 0) return null;
  const other: Currency = currency === 'EUR' ? 'SRD' : 'EUR';
  const inEur = (amount: number, unit: Currency) => (unit === 'EUR' ? amount : amount / eurToSrd);
  const offBy = (unit: Currency) => {
    const ratio = inEur(cents, unit) / medianEurCents;
    return ratio >= 1 ? ratio : 1 / ratio;
  };
  return offBy(currency) >= OFF_BY && offBy(other) < OFF_BY ? other : null;
}
