import sharp from 'sharp';

/** The hash is cut into this many 16-bit bands, each an indexed column: a near copy shares at least one exactly. */
export const HASH_BANDS = 4;

/**
 * A 64-bit difference hash (dHash) of a photo: the picture in 9×8 grey, one bit per pair of neighbours (is the
 * left one brighter). A re-encoded, resized or slightly cropped copy keeps nearly every bit; another photo does not.
 * The linear kernel averages each cell plainly: lanczos' ringing flipped up to 10 bits of a recompressed copy.
 */
export async function photoHash(image: Buffer): Promise<bigint> {
  const data = await sharp(image)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (data[y * 9 + x] > data[y * 9 + x + 1] ? 1n : 0n);
  }
  return hash;
}

/** The hash as PostgreSQL's signed bigint holds it. */
export const signedHash = (hash: bigint): string => BigInt.asIntN(64, hash).toString();

/** The bands of a hash, lowest first, each 0-65535. */
export const hashBands = (hash: bigint): number[] =>
  Array.from({ length: HASH_BANDS }, (_, i) => Number((BigInt.asUintN(64, hash) >> BigInt(16 * i)) & 0xffffn));
