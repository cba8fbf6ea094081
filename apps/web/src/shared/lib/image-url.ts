import { PHOTO_LADDER, PHOTO_VARIANTS, type PhotoVariant, photoVariantPath } from '@surimarkt/contracts/texts';

/** Spec §5: only our own upload folders or the site's own host are shown; anything else gets a placeholder. */
export function isTrustedImageUrl(src: string | null | undefined, origin = globalThis.location?.origin ?? ''): src is string {
  if (!src || typeof src !== 'string') return false;
  if ((src.startsWith('/uploads/') || src.startsWith('/demo-images/')) && !src.includes('..')) return true;
  return origin !== '' && src.startsWith(`${origin}/`);
}

/** Every upload has a 400×300 card crop with '-sm' before the extension ('/uploads/a.webp' → '/uploads/a-sm.webp'). */
export function thumbnailUrl(src: string): string {
  return photoVariantPath(src, 'card');
}

/**
 * A photo's width ladder as a srcset ('/uploads/a-w320.webp 320w, …'), up to the given rung: each upload (and demo
 * picture) is stored at every rung. A rung's width is the most it can be; a smaller original has fewer pixels there,
 * which only costs sharpness the photo never had. Undefined for anything but an upload.
 */
export function photoSrcSet(src: string, widest: PhotoVariant = 'detail'): string | undefined {
  if (!src.startsWith('/uploads/')) return undefined;
  const rungs = PHOTO_LADDER.slice(0, PHOTO_LADDER.indexOf(widest as (typeof PHOTO_LADDER)[number]) + 1);
  return rungs.map((rung) => `${photoVariantPath(src, rung)} ${PHOTO_VARIANTS[rung].width}w`).join(', ');
}

/**
 * What a card shows of its ad's cover: the width ladder up to 800 px (a card is never wider than 280 CSS px, so that
 * is a DPR 3 screen's), with the 480 px rung as the plain src; the 400×300 crop for anything but an upload.
 */
export function cardPhoto(cover: string): { src: string; srcSet: string | undefined } {
  const srcSet = photoSrcSet(cover, 'medium');
  return { src: srcSet ? photoVariantPath(cover, 'w480') : thumbnailUrl(cover), srcSet };
}

/**
 * How wide a card is (shared/ui/ui.css: `.sm-grid`, and the home page's strip): two columns in the page's 12 px
 * padding below 768 px, three in 20 px up to 1024, four in a page of at most 1200 px above. The browser picks the
 * rung from this before any CSS is in, so it must match the grid.
 */
export const CARD_SIZES = [
  '(min-width: 1200px) 278px',
  '(min-width: 1024px) calc(25vw - 22px)',
  '(min-width: 768px) calc(33.3vw - 24px)',
  'calc(50vw - 18px)',
].join(', ');
