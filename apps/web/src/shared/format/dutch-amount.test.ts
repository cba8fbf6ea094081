import { describe, expect, it } from 'vitest';
import { amountInputText, amountProblem, parseDutchAmount } from './dutch-amount';

const cents = (text: string) => {
  const parsed = parseDutchAmount(text);
  return parsed.kind === 'amount' ? parsed.cents : parsed.kind;
};

describe('parseDutchAmount: as a Dutch speaker means it', () => {
  it.each([
    ['12.500', 1_250_000],
    ['12500', 1_250_000],
    ['12.500,00', 1_250_000],
    ['12.500,-', 1_250_000],
    ['12,5', 1250],
    ['12,50', 1250],
    ['€ 12.500', 1_250_000],
    ['SRD 12.500', 1_250_000],
    ['srd 1.250.000', 125_000_000],
    ['  400 ', 40_000],
    ['12 500', 1_250_000],
    ['12.500 euro', 1_250_000],
    ['0,50', 50],
    ['EUR 9,95', 995],
  ])('%s is %i cents', (text, expected) => {
    expect(cents(text)).toBe(expected);
  });

  it('asks about a dot or comma that could mean either, naming both readings', () => {
    expect(parseDutchAmount('12.50')).toEqual({ kind: 'ambiguous', asDecimal: '12,50', asWhole: '1.250' });
    expect(parseDutchAmount('1.5')).toEqual({ kind: 'ambiguous', asDecimal: '1,5', asWhole: '15' });
    expect(parseDutchAmount('1,500')).toEqual({ kind: 'ambiguous', asDecimal: '1,50', asWhole: '1.500' });
    expect(amountProblem(parseDutchAmount('12.50'))).toBe(
      'Bedoel je 12,50 of 1.250? Typ centen na een komma (12,50) of het hele bedrag zonder punt of komma.',
    );
  });

  it('refuses what is not an amount, with a message saying what to type', () => {
    for (const text of ['abc', '12.5.0', '1,2,3', '12,345', '12 euro 50', '.5', '1e5']) expect(cents(text)).toBe('invalid');
    expect(cents('-5')).toBe('negative');
    expect(amountProblem(parseDutchAmount('abc'))).toBe('Typ een bedrag in cijfers, bijvoorbeeld 12.500 of 12,50.');
    expect(cents('')).toBe('empty');
    expect(amountProblem(parseDutchAmount(''))).toBeNull();
  });

  it('writes cents back the way the parser reads them', () => {
    for (const value of [1_250_000, 1250, 50, 40_000, 100_000_000]) expect(cents(amountInputText(value))).toBe(value);
    expect(amountInputText(1_250_000)).toBe('12.500');
    expect(amountInputText(1250)).toBe('12,50');
    expect(amountInputText(null)).toBe('');
  });
});
