import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeAge } from './dates';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('shows euro cents with two decimals in nl-NL', () => {
    expect(formatPrice(1250, 'EUR')).toBe('€ 12,50');
    expect(formatPrice(123456789, 'EUR')).toBe('€ 1.234.567,89');
  });
  it('shows SRD for anything that is not EUR', () => {
    expect(formatPrice(40000, 'SRD')).toBe('SRD 400,00');
    expect(formatPrice(5, 'SRD')).toBe('SRD 0,05');
  });
  it('shows "Prijs op aanvraag" for null, missing or 0', () => {
    expect(formatPrice(null, 'EUR')).toBe('Prijs op aanvraag');
    expect(formatPrice(undefined, 'SRD')).toBe('Prijs op aanvraag');
    expect(formatPrice(0, 'EUR')).toBe('Prijs op aanvraag');
  });
});

describe('formatDate', () => {
  it('writes the date in Dutch', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5 maart 2026');
  });
  it('gives nothing for a broken date instead of "Invalid Date"', () => {
    expect(formatDate('niet-een-datum')).toBe('');
  });
});

describe('formatRelativeAge', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('says less than an hour for recent ads', () => {
    expect(formatRelativeAge('2026-11-21T11:01:00Z', now)).toBe('Minder dan 1 uur geleden');
    expect(formatRelativeAge('2026-11-21T12:00:30Z', now)).toBe('Minder dan 1 uur geleden');
  });
  it('counts whole hours below a day', () => {
    expect(formatRelativeAge('2026-11-21T11:00:00Z', now)).toBe('1 uur geleden');
    expect(formatRelativeAge('2026-11-20T12:00:01Z', now)).toBe('23 uur geleden');
  });
  it('counts whole days from a day on', () => {
    expect(formatRelativeAge('2026-11-20T12:00:00Z', now)).toBe('1 dag geleden');
    expect(formatRelativeAge('2026-11-14T10:00:00Z', now)).toBe('7 dagen geleden');
  });
});
