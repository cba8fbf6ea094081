import { describe, expect, it } from 'vitest';
import { hasPhone, telLink, whatsappLink } from './contact-links';

describe('contact links', () => {
  it('calls the number in E.164, a local one with +597', () => {
    expect(telLink('+597 812 3456')).toBe('tel:+5978123456');
    expect(telLink('812 3456')).toBe('tel:+5978123456');
  });
  it("adds Suriname's code to a local number and prefills the message", () => {
    expect(whatsappLink('812-3456', 'Hallo "fiets"')).toBe(`https://wa.me/5978123456?text=${encodeURIComponent('Hallo "fiets"')}`);
    expect(whatsappLink('+31 6 1234 5678', 'x')).toBe('https://wa.me/31612345678?text=x');
    expect(whatsappLink('00597 8123456', 'x')).toBe('https://wa.me/5978123456?text=x');
  });
  it('treats empty or letter-only values as no phone', () => {
    expect(hasPhone(null)).toBe(false);
    expect(hasPhone('  ')).toBe(false);
    expect(hasPhone('geen')).toBe(false);
    expect(hasPhone('8123456')).toBe(true);
  });
});
