import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateRecentlyViewed1764100200000 implements MigrationInterface {
  name = 'CreateRecentlyViewed1764100200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per user and ad; a deleted ad leaves the histories with it. Writes trim each user to 10 rows, so the
    // primary key is all a user's reads need.
    await queryRunner.query(`
      CREATE TABLE "ads"."recently_viewed" (
        "user_id" uuid NOT NULL,
        "ad_id" integer NOT NULL REFERENCES "ads"."ads" ("id") ON DELETE CASCADE,
        "viewed_at" timestamptz NOT NULL DEFAULT now(),
        "view_count" integer NOT NULL DEFAULT 1,
        PRIMARY KEY ("user_id", "ad_id")
      )`);
    // The cascade from ads.ads looks rows up by ad.
    await queryRunner.query(`CREATE INDEX "recently_viewed_ad_idx" ON "ads"."recently_viewed" ("ad_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."recently_viewed"`);
  }
}
