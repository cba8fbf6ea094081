import { once } from './once';

const countFormat = once(() => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 }));

/** A count as the pages show it: '1.204', and at its cap '10.000+' (counted that far and no further). */
export function formatCount(n: number, cap?: number): string {
  return cap !== undefined && n >= cap ? `${countFormat().format(cap)}+` : countFormat().format(n);
}
