import { hasExternalContact } from './external-contact';

describe('hasExternalContact', () => {
  it.each([
    'Kijk op https://goedkoop-iphones.example voor meer',
    'Meer foto’s op www.mijnwinkel.sr',
    'Bestel via shop-deals.com/iphone',
    'Bel mij op +31 6 12345678',
    'WhatsApp 0031 612 345 678',
    'Call +1 (305) 555-0199',
  ])('flags %s', (text) => {
    expect(hasExternalContact(text)).toBe(true);
  });

  it.each([
    'Bel +597 8123456 na 17.00 uur',
    'Tel 00597 812 3456',
    'Prijs 1.250 SRD, ophalen in Paramaribo.',
    'Samsung Galaxy S21, 128 GB, in goede staat. Bouwjaar 2021.',
    'Bel 8123456',
  ])('leaves %s alone', (text) => {
    expect(hasExternalContact(text)).toBe(false);
  });
});
