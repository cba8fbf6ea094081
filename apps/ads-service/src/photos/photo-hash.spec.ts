import sharp from 'sharp';
import { hashBands, photoHash, signedHash } from './photo-hash';

const distance = (a: bigint, b: bigint) => [...BigInt.asUintN(64, a ^ b).toString(2)].filter((bit) => bit === '1').length;

/** A photo with shapes in it, different per seed. */
const picture = (seed: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
        <rect width="800" height="600" fill="rgb(${(seed * 71) % 255},90,140)"/>
        <circle cx="${100 + ((seed * 173) % 600)}" cy="${100 + ((seed * 97) % 400)}" r="${80 + ((seed * 41) % 120)}" fill="#fefae0"/>
        <rect x="${(seed * 211) % 560}" y="${(seed * 59) % 240}" width="220" height="360" fill="#283618"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

describe('photoHash', () => {
  it('gives a re-encoded, resized, slightly cropped copy nearly the same 64 bits, and another photo far other ones', async () => {
    const original = await picture(1);
    const hash = await photoHash(original);
    const copies = [
      await sharp(original).jpeg({ quality: 30 }).toBuffer(),
      await sharp(original).resize(240).webp({ quality: 50 }).toBuffer(),
      await sharp(original).extract({ left: 16, top: 12, width: 768, height: 576 }).resize(400).jpeg({ quality: 60 }).toBuffer(),
    ];
    const near = await Promise.all(copies.map(async (copy) => distance(hash, await photoHash(copy))));
    for (const d of near) expect(d).toBeLessThanOrEqual(6);
    for (const seed of [2, 3, 5]) expect(distance(hash, await photoHash(await picture(seed)))).toBeGreaterThan(10);
  });

  it('cuts the hash into four 16-bit bands that make it whole again, and stores it as a signed bigint', () => {
    const hash = 0xfedc_ba98_7654_3210n;
    expect(hashBands(hash)).toEqual([0x3210, 0x7654, 0xba98, 0xfedc]);
    expect(signedHash(hash)).toBe(BigInt.asIntN(64, hash).toString());
    expect(BigInt(signedHash(hash)) < 0n).toBe(true);
  });
});
