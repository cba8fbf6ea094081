/** A share as a Dutch percentage with at most one decimal ('12,5%'), or '–' when there is nothing to divide by. */
export function rate(part: number, whole: number): string {
  return whole ? `${((part / whole) * 100).toLocaleString('nl-NL', { maximumFractionDigits: 1 })}%` : '–';
}
