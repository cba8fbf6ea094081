import { randomBytes } from 'node:crypto';
import { PHOTO_VARIANTS, type PhotoVariant, photoVariantPath } from '@surimarkt/contracts';
import { DERIVED_VARIANTS, encodePhotoVariants, type PhotoStorage } from '@surimarkt/server';
import sharp, { type Metadata } from 'sharp';

/** Larger than any phone camera; above it (or past sharp's pixel limit) an image is refused as a possible bomb. */
export const MAX_PHOTO_SIDE = 12_000;
const MAX_INPUT_PIXELS = 80_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface PhotoVariants {
  /** 'ads/2026/11/<random>': the detail photo is key.webp, each other variant key<suffix>.webp (PHOTO_VARIANTS). */
  key: string;
  detail: Buffer;
  /** Every variant but the detail photo: the narrower rungs of the width ladder and the card crop. */
  derived: Map<PhotoVariant, Buffer>;
}

const { detail: DETAIL } = PHOTO_VARIANTS;

/**
 * Checks the bytes (not the name or the declared type) and makes every WebP variant the pages use (see
 * PHOTO_VARIANTS), from one decoding of the file. Orientation is applied and no metadata is kept, so a phone's EXIF
 * (its GPS position among it) never leaves the server. Null when the file is not an acceptable image.
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
    const { data, info } = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: DETAIL.width, height: DETAIL.height, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { data, info: { width: info.width, height: info.height, channels: info.channels } };
    const encoded = await encodePhotoVariants(pixels, ['detail', ...DERIVED_VARIANTS]);
    const detail = encoded.get('detail') as Buffer;
    encoded.delete('detail');
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    return { key: `ads/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('base64url')}`, detail, derived: encoded };
  } catch {
    return null;
  }
}

/** Stores every variant of one photo and answers the detail photo's url ('/uploads/ads/2026/11/<random>.webp'). */
export async function storePhotoVariants(storage: PhotoStorage, v: PhotoVariants): Promise<string> {
  const detailKey = `${v.key}.webp`;
  // The detail photo last: its url is handed out only once every narrower width is stored beside it.
  for (const [variant, bytes] of v.derived) await storage.put(photoVariantPath(detailKey, variant), bytes, 'image/webp');
  return storage.put(detailKey, v.detail, 'image/webp');
}
