import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it("says a country in Dutch, and the analytics-service's 'unknown' as the operator understands it", () => {
    expect(countryName('SR')).toBe('Suriname');
    expect(countryName('NL')).toBe('Nederland');
    expect(countryName('unknown')).toBe('Onbekend (lokaal of privé-adres)');
    expect(countryName(null)).toBe('Onbekend (lokaal of privé-adres)');
  });
});
