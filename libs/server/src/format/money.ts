import { type Currency, isPriceOnRequest, PRICE_ON_REQUEST } from '@surimarkt/contracts';

const amountFormat = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in cents as the site shows money: € 12,50 or SRD 12.500,00 (mails, page titles, alert texts). */
export const formatAmount = (cents: number, currency: Currency | string) =>
  `${currency === 'EUR' ? '€' : 'SRD'} ${amountFormat.format(cents / 100)}`;

/** An ad's price as the site shows it, 'Prijs op aanvraag' by the one rule for it (contracts' isPriceOnRequest). */
export const formatPrice = (cents: number | null | undefined, currency: Currency | string) =>
  isPriceOnRequest(cents) ? PRICE_ON_REQUEST : formatAmount(cents, currency);
