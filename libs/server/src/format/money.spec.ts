import { formatAmount, formatPrice } from './money';

describe('money in mails, page titles and alerts', () => {
  it('shows cents as nl-NL money in EUR and SRD, as the site does', () => {
    expect(formatAmount(125000, 'EUR')).toBe('€ 1.250,00');
    expect(formatAmount(40000, 'SRD')).toBe('SRD 400,00');
  });

  it("names no price and a price of 0 'Prijs op aanvraag', by the one rule the web app uses too", () => {
    expect(formatPrice(null, 'EUR')).toBe('Prijs op aanvraag');
    expect(formatPrice(0, 'SRD')).toBe('Prijs op aanvraag');
    expect(formatPrice(950, 'EUR')).toBe('€ 9,50');
  });
});
