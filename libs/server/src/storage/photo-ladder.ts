import { buffer } from 'node:stream/consumers';
import { PHOTO_VARIANTS, type PhotoVariant, photoVariantPath } from '@surimarkt/contracts';
import sharp from 'sharp';
import { type PhotoStorage } from './photo-storage';

/** A photo's pixels, oriented and at most the detail size: what every variant is encoded from. */
export interface PhotoPixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** Every variant but the detail photo itself: what a stored detail photo needs beside it. */
export const DERIVED_VARIANTS = (Object.keys(PHOTO_VARIANTS) as PhotoVariant[]).filter((v) => v !== 'detail');

/** WebP quality per variant: the narrow rungs are seen small, where artefacts hide, and keep a card photo under 30 KB. */
const QUALITY: Record<PhotoVariant, number> = { w320: 72, w480: 70, medium: 78, detail: 80, card: 75 };

/**
 * Encodes the given variants of one photo as WebP, each from the same pixels: the ladder's rungs keep the whole photo
 * (fitted in the rung's box, never enlarged), the card is the 400×300 crop. `effort` trades encoding time for bytes.
 */
export async function encodePhotoVariants(
  pixels: PhotoPixels,
  variants: readonly PhotoVariant[],
  effort = 4,
): Promise<Map<PhotoVariant, Buffer>> {
  const encoded = await Promise.all(
    variants.map(async (variant) => {
      const { width, height } = PHOTO_VARIANTS[variant];
      const image = sharp(pixels.data, { raw: pixels.info });
      const resized =
        variant === 'card'
          ? image.resize(width, height, { fit: 'cover' })
          : image.resize({ width, height, fit: 'inside', withoutEnlargement: true });
      // The narrow rungs are the bytes a phone pays for on every list: two steps more of the encoder's effort save 5%
      // there and cost little at that size.
      const variantEffort = variant === 'w320' || variant === 'w480' ? Math.min(effort + 2, 6) : effort;
      return [variant, await resized.webp({ quality: QUALITY[variant], effort: variantEffort }).toBuffer()] as const;
    }),
  );
  return new Map(encoded);
}

/**
 * 'ads/2026/11/abc-w320.webp' → { detailKey: 'ads/2026/11/abc.webp', variant: 'w320' }: the detail photo a variant is
 * made from; null for anything else. The detail key must not itself be a variant ('abc-md-w320.webp' has none), so
 * nobody can have copies of copies stored.
 */
export function variantOfKey(key: string): { detailKey: string; variant: PhotoVariant } | null {
  const variant = DERIVED_VARIANTS.find((v) => key.endsWith(`${PHOTO_VARIANTS[v].suffix}.webp`));
  if (!variant) return null;
  const detailKey = `${key.slice(0, -`${PHOTO_VARIANTS[variant].suffix}.webp`.length)}.webp`;
  const isVariant = DERIVED_VARIANTS.some((v) => detailKey.endsWith(`${PHOTO_VARIANTS[v].suffix}.webp`));
  return isVariant ? null : { detailKey, variant };
}

export interface LadderFill {
  /** The variants made and stored now. */
  made: PhotoVariant[];
  /** No detail photo under that key: nothing to make them from. */
  isDetailMissing: boolean;
  /** The detail photo is not an image sharp can read (damaged): nothing made either. */
  isUnreadable: boolean;
}

/**
 * Makes and stores the variants a stored detail photo lacks (photos uploaded before a rung existed), all from one
 * decoding of it. Idempotent: what is stored is left alone, and a variant made twice at once is the same bytes.
 */
export async function fillPhotoLadder(storage: PhotoStorage, detailKey: string): Promise<LadderFill> {
  const stored = await Promise.all(DERIVED_VARIANTS.map((v) => storage.has(photoVariantPath(detailKey, v))));
  const missing = DERIVED_VARIANTS.filter((_, i) => !stored[i]);
  const none = { made: [], isDetailMissing: false, isUnreadable: false };
  if (missing.length === 0) return none;
  const detail = await storage.get(detailKey);
  if (!detail) return { ...none, isDetailMissing: true };
  const bytes = await buffer(detail.body);
  // A detail photo is one we stored (WebP, at most 1600 px), so decoding it is small work and cannot be a bomb.
  const pixels = await sharp(bytes)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  if (!pixels) return { ...none, isUnreadable: true };
  const { data, info } = pixels;
  const encoded = await encodePhotoVariants({ data, info: { width: info.width, height: info.height, channels: info.channels } }, missing);
  for (const [variant, webp] of encoded) await storage.put(photoVariantPath(detailKey, variant), webp, 'image/webp');
  return { ...none, made: missing };
}
