import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';

/** Larger than any phone camera; above it (or past sharp's pixel limit) an image is refused as a possible bomb. */
export const MAX_PHOTO_SIDE = 12_000;
const MAX_INPUT_PIXELS = 80_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface PhotoVariants {
  /** 'ads/2026/11/<random>': the detail photo is key.webp, the card key-sm.webp. */
  key: string;
  detail: Buffer;
  card: Buffer;
}

/**
 * Checks the bytes (not the name or the declared type) and makes the two WebP variants the pages use: the detail
 * photo at most 1600 px wide and the 400×300 card. Orientation is applied and no metadata is kept, so a phone's
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
      input().resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      input().resize(400, 300, { fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
    ]);
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    return { key: `ads/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('base64url')}`, detail, card };
  } catch {
    return null;
  }
}
