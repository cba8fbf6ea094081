import { type Currency } from '@surimarkt/contracts';

const amountFormat = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in cents as the site shows money: € 12,50 or SRD 12.500,00. */
export const formatAmount = (cents: number, currency: Currency) =>
  `${currency === 'EUR' ? '€' : 'SRD'} ${amountFormat.format(cents / 100)}`;

/** An ad's price as the site shows it: null (or 0) is the seller's 'Prijs op aanvraag'. */
export const formatPrice = (cents: number | null, currency: Currency) => (cents ? formatAmount(cents, currency) : 'Prijs op aanvraag');
