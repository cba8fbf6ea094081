// How the billing-service writes amounts and dates in its mails and invoices (nl-NL, Suriname's time).
const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const LONG_DATE = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'America/Paramaribo' });

export const euros = (cents: number): string => EURO.format(cents / 100);
export const longDate = (date: Date): string => LONG_DATE.format(date);
