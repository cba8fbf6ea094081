import { randomBytes } from 'node:crypto';
import { PHOTO_VARIANTS } from '@surimarkt/contracts';
import sharp, { type Metadata } from 'sharp';

/** Larger than any phone camera; above it (or past sharp's pixel limit) an image is refused as a possible bomb. */
export const MAX_PHOTO_SIDE = 12_000;
const MAX_INPUT_PIXELS = 80_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface PhotoVariants {
  /** 'ads/2026/11/<random>': the detail photo is key.webp, the phone-sized one key-md.webp, the card key-sm.webp. */
  key: string;
  detail: Buffer;
  medium: Buffer;
  card: Buffer;
}

const { detail: DETAIL, medium: MEDIUM, card: CARD } = PHOTO_VARIANTS;

/** The phone-sized variant of a detail photo, from the detail photo itself (same framing, a quarter of the pixels). */
export function mediumVariant(detail: Buffer): Promise<Buffer> {
  return sharp(detail, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: MEDIUM.maxSide, height: MEDIUM.maxSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}

/**
 * 'ads/2026/11/abc-md.webp' → 'ads/2026/11/abc.webp': the detail photo a medium variant is made from; else null. The
 * detail key must not itself be a variant ('abc-md-md.webp' has none), so nobody can have copies of copies stored.
 */
export function detailKeyOfMedium(key: string): string | null {
  const ending = `${MEDIUM.suffix}.webp`;
  if (!key.endsWith(ending)) return null;
  const detail = `${key.slice(0, -ending.length)}.webp`;
  const isVariant = [MEDIUM.suffix, CARD.suffix].some((suffix) => detail.endsWith(`${suffix}.webp`));
  return isVariant ? null : detail;
}

/**
 * Checks the bytes (not the name or the declared type) and makes the three WebP variants the pages use (see
 * PHOTO_VARIANTS). Orientation is applied and no metadata is kept, so a phone's EXIF (its GPS position among it)
 * never leaves the server. Null when the file is not an acceptable image.
 */
export async function photoVariants(file: Buffer, now = new Date()): Promise<PhotoVariants | null> {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return null;
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) return null;
  if (!meta.width || !meta.height || meta.width > MAX_PHOTO_SIDE || meta.height > MAX_PHOTO_SIDE) return null;
  try {
    const input = () => sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const [detail, card] = await Promise.all([
      input()
        .resize({ width: DETAIL.maxSide, height: DETAIL.maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      input().resize(CARD.width, CARD.height, { fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
    ]);
    const medium = await mediumVariant(detail);
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    return { key: `ads/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('base64url')}`, detail, medium, card };
  } catch {
    return null;
  }
}
