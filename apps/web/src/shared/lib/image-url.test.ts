import { describe, expect, it } from 'vitest';
import { cardPhoto, isTrustedImageUrl, photoSrcSet, thumbnailUrl } from './image-url';

describe('thumbnailUrl', () => {
  it('inserts -sm before the extension', () => {
    expect(thumbnailUrl('/uploads/demo/a.webp')).toBe('/uploads/demo/a-sm.webp');
    expect(thumbnailUrl('/uploads/v1.2/photo')).toBe('/uploads/v1.2/photo-sm');
  });
});

describe('photoSrcSet', () => {
  it("offers every width of an upload's ladder, up to the widest asked for, and nothing for other paths", () => {
    expect(photoSrcSet('/uploads/ads/2026/11/a.webp')).toBe(
      '/uploads/ads/2026/11/a-w320.webp 320w, /uploads/ads/2026/11/a-w480.webp 480w, /uploads/ads/2026/11/a-md.webp 800w, ' +
        '/uploads/ads/2026/11/a.webp 1600w',
    );
    expect(photoSrcSet('/uploads/demo/b.webp', 'medium')).toBe(
      '/uploads/demo/b-w320.webp 320w, /uploads/demo/b-w480.webp 480w, /uploads/demo/b-md.webp 800w',
    );
    expect(photoSrcSet('/demo-images/b.jpg')).toBeUndefined();
  });
});

describe('cardPhoto', () => {
  it('shows the 480 px rung where srcset is not understood, and the 400×300 crop of anything but an upload', () => {
    expect(cardPhoto('/uploads/a.webp')).toEqual({
      src: '/uploads/a-w480.webp',
      srcSet: '/uploads/a-w320.webp 320w, /uploads/a-w480.webp 480w, /uploads/a-md.webp 800w',
    });
    expect(cardPhoto('/demo-images/b.jpg')).toEqual({ src: '/demo-images/b-sm.jpg', srcSet: undefined });
  });
});

describe('isTrustedImageUrl', () => {
  it('accepts our upload folders and our own host only', () => {
    expect(isTrustedImageUrl('/uploads/a.webp', 'https://surimarkt.sr')).toBe(true);
    expect(isTrustedImageUrl('/demo-images/b.jpg', 'https://surimarkt.sr')).toBe(true);
    expect(isTrustedImageUrl('https://surimarkt.sr/uploads/a.webp', 'https://surimarkt.sr')).toBe(true);
    expect(isTrustedImageUrl('https://evil.example/a.webp', 'https://surimarkt.sr')).toBe(false);
    expect(isTrustedImageUrl('https://surimarkt.sr.evil.example/a.webp', 'https://surimarkt.sr')).toBe(false);
    expect(isTrustedImageUrl('javascript:alert(1)', 'https://surimarkt.sr')).toBe(false);
    expect(isTrustedImageUrl('/uploads/../etc/passwd', 'https://surimarkt.sr')).toBe(false);
    expect(isTrustedImageUrl(null)).toBe(false);
  });
});
