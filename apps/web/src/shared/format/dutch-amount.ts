import { amountNumber } from './money';

/**
 * An amount as a Dutch speaker types it, in cents. The site writes dots as thousands separators and a comma before
 * the cents (SRD 12.500,00), so people type '12.500' for twelve thousand five hundred: reading that dot as a decimal
 * point turned it into 12,50. Where a dot or comma could mean either ('12.50', '1,500'), the reader is asked, never
 * guessed for.
 */
export type ParsedAmount =
  | { kind: 'empty' }
  | { kind: 'amount'; cents: number }
  | { kind: 'negative' }
  | { kind: 'invalid' }
  /** Two readings: with the mark as a decimal comma, and without it (thousands). */
  | { kind: 'ambiguous'; asDecimal: string; asWhole: string };

// Currency signs and words a person may type around the number; ',-' is the Dutch 'whole amount' ending (12.500,-).
const CURRENCY_AROUND = /^(?:€|eur(?:o|os)?\b|srd\b|\$)?\s*(.*?)\s*(?:€|eur(?:o|os)?|srd)?$/i;
const THOUSANDS_DOTS = /^\d{1,3}(\.\d{3})+$/;
const THOUSANDS_DOTS_WITH_CENTS = /^\d{1,3}(\.\d{3})+,\d{1,2}$/;

export function parseDutchAmount(input: string | number | null | undefined): ParsedAmount {
  if (typeof input === 'number') return Number.isFinite(input) ? { kind: 'amount', cents: Math.round(input * 100) } : { kind: 'invalid' };
  let text = CURRENCY_AROUND.exec(String(input ?? '').replace(/[\u00a0\u202f]/g, ' '))![1].replace(/,-{1,2}$/, '');
  // A space between groups of three is a thousands separator too (12 500), as nl-NL sometimes prints it.
  if (/^\d{1,3}( \d{3})+(,\d{1,2})?$/.test(text)) text = text.replace(/ /g, '.');
  if (text === '') return { kind: 'empty' };
  if (/^[-−]/.test(text)) return /\d/.test(text) ? { kind: 'negative' } : { kind: 'invalid' };
  if (text.startsWith('+')) text = text.slice(1);
  if (!/^[\d.,]+$/.test(text) || !/^\d/.test(text)) return { kind: 'invalid' };

  if (/^\d+$/.test(text)) return whole(text, '');
  if (THOUSANDS_DOTS.test(text)) return whole(text.replace(/\./g, ''), '');
  if (THOUSANDS_DOTS_WITH_CENTS.test(text)) {
    const [units, cents] = text.replace(/\./g, '').split(',');
    return whole(units, cents);
  }
  // One comma with one or two digits after it: the Dutch decimal comma (12,5 or 12,50).
  if (/^\d+,\d{1,2}$/.test(text)) {
    const [units, cents] = text.split(',');
    return whole(units, cents);
  }
  // A dot followed by one or two digits (12.50, 1.5), or a comma followed by three ending in 0 (1,500): an
  // English-style amount or a typo, so ask which was meant.
  const single = /^(\d+)([.,])(\d{1,3})$/.exec(text);
  if (single && (single[2] === '.' || single[3].endsWith('0'))) {
    const [, units, , rest] = single;
    return { kind: 'ambiguous', asDecimal: `${units},${rest.slice(0, 2)}`, asWhole: groupThousands(`${units}${rest}`) };
  }
  return { kind: 'invalid' };
}

function whole(units: string, cents: string): ParsedAmount {
  const value = Number(units) * 100 + Number(cents.padEnd(2, '0') || '0');
  return Number.isSafeInteger(value) ? { kind: 'amount', cents: value } : { kind: 'invalid' };
}

function groupThousands(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The Dutch question or message for an entry that is not an amount; null when it is one (or empty). */
export function amountProblem(parsed: ParsedAmount): string | null {
  switch (parsed.kind) {
    case 'negative':
      return amountTexts.negative;
    case 'invalid':
      return amountTexts.invalid;
    case 'ambiguous':
      return amountTexts.ambiguous(parsed.asDecimal, parsed.asWhole);
    default:
      return null;
  }
}

/** Cents of a parsed entry: null when empty or not an amount. */
export const centsOf = (parsed: ParsedAmount): number | null => (parsed.kind === 'amount' ? parsed.cents : null);

/** An amount in cents as a person would type it back into the field: '12.500' or '12,50'. */
export function amountInputText(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : amountNumber(cents);
}

export const amountTexts = {
  negative: 'Een bedrag kan niet negatief zijn: laat het minteken weg.',
  invalid: 'Typ een bedrag in cijfers, bijvoorbeeld 12.500 of 12,50.',
  ambiguous: (asDecimal: string, asWhole: string) =>
    `Bedoel je ${asDecimal} of ${asWhole}? Typ centen na een komma (${asDecimal}) of het hele bedrag zonder punt of komma.`,
} as const;
