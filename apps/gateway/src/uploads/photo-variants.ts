import { randomBytes } from 'node:crypto';
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

/** The ad page's srcset ladder: a phone gets the 800 px photo, a wide or sharp screen the 1600 px one. */
const DETAIL_SIDE = 1600;
const MEDIUM_SIDE = 800;
/** 'x-md.webp' where x is a detail photo's key: not itself a variant ('-md', '-sm'), so no chain of copies is made. */
const MEDIUM_OF_DETAIL = /^(.+)(?<!-md|-sm)-md\.webp$/;

/** The phone-sized variant of a detail photo, from the detail photo itself (same framing, a quarter of the pixels). */
export function mediumVariant(detail: Buffer): Promise<Buffer> {
  return sharp(detail, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: MEDIUM_SIDE, height: MEDIUM_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}

/** 'ads/2026/11/abc-md.webp' → 'ads/2026/11/abc.webp': the detail photo a medium variant is made from; else null. */
export function detailKeyOfMedium(key: string): string | null {
  const base = MEDIUM_OF_DETAIL.exec(key)?.[1];
  return base ? `${base}.webp` : null;
}

/**
 * Checks the bytes (not the name or the declared type) and makes the three WebP variants the pages use: the detail
 * photo at most 1600 px on its longer side, the same at most 800 px, and the 400×300 card. Orientation is applied and no metadata is kept, so a phone's
 * EXIF (its GPS position among it) never leaves the server. Null when the file is not an acceptable image.
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
      input().resize({ width: DETAIL_SIDE, height: DETAIL_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      input().resize(400, 300, { fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
    ]);
    const medium = await mediumVariant(detail);
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    return { key: `ads/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('base64url')}`, detail, medium, card };
  } catch {
    return null;
  }
}
