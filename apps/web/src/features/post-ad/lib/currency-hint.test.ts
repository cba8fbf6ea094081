import { describe, expect, it } from 'vitest';
import { likelyCurrency } from './currency-hint';

const RATE = 40;

describe('likelyCurrency', () => {
  // Mopeds ask around € 400 (SRD 16.000).
  const moped = 40_000;

  it("reads '15.000' in euros for a moped as SRD", () => {
    expect(likelyCurrency(1_500_000, 'EUR', moped, RATE)).toBe('SRD');
  });

  it("reads 'SRD 450' for a moped as euros", () => {
    expect(likelyCurrency(45_000, 'SRD', moped, RATE)).toBe('EUR');
  });

  it('leaves a plausible amount alone, in either currency', () => {
    expect(likelyCurrency(35_000, 'EUR', moped, RATE)).toBeNull();
    expect(likelyCurrency(1_500_000, 'SRD', moped, RATE)).toBeNull();
  });

  it('says nothing when the other currency fits no better, or nothing is known', () => {
    // A moped at € 9 million is wrong in both.
    expect(likelyCurrency(900_000_000, 'EUR', moped, RATE)).toBeNull();
    expect(likelyCurrency(1_500_000, 'EUR', null, RATE)).toBeNull();
    expect(likelyCurrency(null, 'EUR', moped, RATE)).toBeNull();
  });
});
