import { PHOTO_VARIANTS, photoVariantPath } from '@surimarkt/contracts/texts';

/** Spec §5: only our own upload folders or the site's own host are shown; anything else gets a placeholder. */
export function isTrustedImageUrl(src: string | null | undefined, origin = globalThis.location?.origin ?? ''): src is string {
  if (!src || typeof src !== 'string') return false;
  if ((src.startsWith('/uploads/') || src.startsWith('/demo-images/')) && !src.includes('..')) return true;
  return origin !== '' && src.startsWith(`${origin}/`);
}

/** Every upload has a 400×300 card variant with '-sm' before the extension ('/uploads/a.webp' → '/uploads/a-sm.webp'). */
export function thumbnailUrl(src: string): string {
  return photoVariantPath(src, 'card');
}

/**
 * The ad page's photo ladder: every upload (and demo picture) is stored at most 1600 px and, with '-md', at most 800 px
 * on its longer side. The widths are the largest each can be; a smaller original only makes the browser's pick safe.
 */
export function photoSrcSet(src: string): string | undefined {
  if (!src.startsWith('/uploads/')) return undefined;
  return `${photoVariantPath(src, 'medium')} ${PHOTO_VARIANTS.medium.maxSide}w, ${src} ${PHOTO_VARIANTS.detail.maxSide}w`;
}
