import { absoluteUrl, plainText, truncate } from './seo-text';

describe('plainText', () => {
  it('drops bullets, bold and italic markers and joins the lines', () => {
    expect(plainText('**Nette fiets**\n\n- Slot erbij\n* Lampjes *werken*')).toBe('Nette fiets Slot erbij Lampjes werken');
  });
});

describe('truncate', () => {
  it('keeps a short text and cuts a long one at a word, with an ellipsis', () => {
    expect(truncate('Kort')).toBe('Kort');
    const cut = truncate('woord '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('woord…')).toBe(true);
  });
});

describe('absoluteUrl', () => {
  it('joins a path to the public address once, and leaves a full url alone', () => {
    expect(absoluteUrl('https://surimarkt.sr/', '/ad/1')).toBe('https://surimarkt.sr/ad/1');
    expect(absoluteUrl('https://surimarkt.sr', 'og-default.png')).toBe('https://surimarkt.sr/og-default.png');
    expect(absoluteUrl('https://surimarkt.sr', 'https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp');
  });
});
