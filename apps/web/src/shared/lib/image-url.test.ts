import { describe, expect, it } from 'vitest';
import { isTrustedImageUrl, photoSrcSet, thumbnailUrl } from './image-url';

describe('thumbnailUrl', () => {
  it('inserts -sm before the extension', () => {
    expect(thumbnailUrl('/uploads/demo/a.webp')).toBe('/uploads/demo/a-sm.webp');
    expect(thumbnailUrl('/uploads/v1.2/photo')).toBe('/uploads/v1.2/photo-sm');
  });
});

describe('photoSrcSet', () => {
  it('offers the 800 px variant beside the 1600 px photo of an upload, and nothing for other paths', () => {
    expect(photoSrcSet('/uploads/ads/2026/11/a.webp')).toBe('/uploads/ads/2026/11/a-md.webp 800w, /uploads/ads/2026/11/a.webp 1600w');
    expect(photoSrcSet('/demo-images/b.jpg')).toBeUndefined();
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
