import { buffer } from 'node:stream/consumers';
import { Injectable, Logger } from '@nestjs/common';
import { type DuplicatePhoto, photoVariantPath } from '@surimarkt/contracts';
import { createPhotoStorage, InjectEnv, type PhotoStorage, UPLOADS_URL_PREFIX } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { type Env } from '../config/env';
import { hashBands, photoHash, signedHash } from '../photos/photo-hash';

/**
 * Two photos this close (of 64 bits) are one picture: a re-encoded, resized or slightly cropped copy stays within 6.
 * Two unrelated hashes that share a band come within 8 of the other 48 bits about once in 600,000 (within 10: once in
 * 30,000, which among millions of photos is a false alarm every few dozen ads).
 */
export const DUPLICATE_MAX_DISTANCE = 8;
/** The closest copies the back-office shows side by side. */
const MATCHES_MAX = 10;

/**
 * The perceptual hash of every photo of a submitted ad, and the photos of other accounts' ads that are the same
 * picture: found through the hash's bands (each indexed), then checked by the number of bits that differ.
 */
@Injectable()
export class PhotoHashes {
  private readonly logger = new Logger(PhotoHashes.name);
  private readonly storage: PhotoStorage;

  constructor(
    private readonly dataSource: DataSource,
    @InjectEnv() env: Env,
  ) {
    this.storage = createPhotoStorage(env);
  }

  /** Hashes the ad's photos that have none yet and forgets those an edit removed. */
  async hashAd(ad: { id: number; userId: string; images: string[] }): Promise<void> {
    await this.dataSource.query(`DELETE FROM "ads"."photo_hashes" WHERE "ad_id" = $1 AND NOT ("photo" = ANY($2::text[]))`, [
      ad.id,
      ad.images,
    ]);
    const known: { photo: string }[] = await this.dataSource.query(`SELECT "photo" FROM "ads"."photo_hashes" WHERE "ad_id" = $1`, [ad.id]);
    const missing = ad.images.filter((url) => url.startsWith(UPLOADS_URL_PREFIX) && !known.some((k) => k.photo === url));
    for (const url of missing) {
      const image = await this.read(url.slice(UPLOADS_URL_PREFIX.length));
      if (!image) continue;
      const hash = await photoHash(image).catch((error: unknown) => {
        this.logger.warn(`photo ${url} not hashed: ${(error as Error)?.message ?? error}`);
        return null;
      });
      if (hash === null) continue;
      await this.dataSource.query(
        `INSERT INTO "ads"."photo_hashes" ("ad_id", "photo", "user_id", "hash", "band0", "band1", "band2", "band3")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [ad.id, url, ad.userId, signedHash(hash), ...hashBands(hash)],
      );
    }
  }

  /**
   * The same pictures in other accounts' ads, closest first: the hashes that share a band with one of the ad's
   * (four index-only scans per photo), those within DUPLICATE_MAX_DISTANCE bits, then their rows for owner and photo.
   */
  async duplicates(ad: { id: number; userId: string }): Promise<(DuplicatePhoto & { otherUserId: string })[]> {
    const candidates = [0, 1, 2, 3]
      .map((band) => `SELECT c."ad_id", c."hash" FROM "ads"."photo_hashes" c WHERE c."band${band}" = mine."band${band}"`)
      .join(' UNION ');
    const rows: { photo: string; other_ad_id: number; other_photo: string; other_user_id: string; distance: number }[] =
      await this.dataSource.query(
        `SELECT near."photo", h."ad_id" AS "other_ad_id", h."photo" AS "other_photo", h."user_id" AS "other_user_id", near."distance"
           FROM (SELECT mine."photo", c."ad_id", c."hash", bit_count(int8send(c."hash" # mine."hash"))::int AS "distance"
                   FROM "ads"."photo_hashes" mine CROSS JOIN LATERAL (${candidates}) c
                  WHERE mine."ad_id" = $1 AND c."ad_id" <> $1 AND bit_count(int8send(c."hash" # mine."hash")) <= $3) near
           JOIN "ads"."photo_hashes" h ON h."ad_id" = near."ad_id" AND h."hash" = near."hash"
          WHERE h."user_id" <> $2
          ORDER BY near."distance", near."photo", h."ad_id" DESC
          LIMIT ${MATCHES_MAX}`,
        [ad.id, ad.userId, DUPLICATE_MAX_DISTANCE],
      );
    return rows.map((r) => ({
      photo: r.photo,
      otherAdId: r.other_ad_id,
      otherPhoto: r.other_photo,
      otherUserId: r.other_user_id,
      distance: r.distance,
    }));
  }

  /** The narrowest width of the ladder is enough for a 9×8 hash; a photo without it is read whole. */
  private async read(key: string): Promise<Buffer | null> {
    const stored = (await this.storage.get(photoVariantPath(key, 'w320'))) ?? (await this.storage.get(key));
    return stored ? buffer(stored.body) : null;
  }
}
