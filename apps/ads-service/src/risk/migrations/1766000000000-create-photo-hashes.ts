import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A perceptual hash per ad photo, cut into four 16-bit bands with an index each: a photo within a few bits of
 * another shares at least one band exactly, so a lookup reads a handful of rows instead of every hash. Each band's
 * index carries the hash and the ad, so the candidates are checked from the index alone (no table reads). The owner
 * is kept beside it (a photo in the same account's other ad is no alarm). The contact phone's last seven digits are
 * indexed so ads sharing a number are found without a scan.
 */
export class CreatePhotoHashes1766000000000 implements MigrationInterface {
  name = 'CreatePhotoHashes1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."photo_hashes" (
        "ad_id" integer NOT NULL REFERENCES "ads"."ads" ("id") ON DELETE CASCADE,
        "photo" text NOT NULL,
        "user_id" varchar(64) NOT NULL,
        "hash" bigint NOT NULL,
        "band0" integer NOT NULL,
        "band1" integer NOT NULL,
        "band2" integer NOT NULL,
        "band3" integer NOT NULL,
        PRIMARY KEY ("ad_id", "photo")
      )`);
    for (const band of [0, 1, 2, 3])
      await queryRunner.query(
        `CREATE INDEX "photo_hashes_band${band}_idx" ON "ads"."photo_hashes" ("band${band}") INCLUDE ("hash", "ad_id")`,
      );
    await queryRunner.query(
      `CREATE INDEX "ads_contact_phone_digits_idx" ON "ads"."ads" (right(regexp_replace("contact_phone", '\\D', '', 'g'), 7))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ads"."ads_contact_phone_digits_idx"`);
    await queryRunner.query(`DROP TABLE "ads"."photo_hashes"`);
  }
}
