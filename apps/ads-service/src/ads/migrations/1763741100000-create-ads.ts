import { type MigrationInterface, type QueryRunner } from 'typeorm';

const APPROVED = `WHERE "status" = 'approved'`;

export class CreateAds1763741100000 implements MigrationInterface {
  name = 'CreateAds1763741100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // search_title/search_body hold the folded, lemmatised words (written by the service); the vector is
    // derived from them with the 'simple' configuration, title weighted above description.
    await queryRunner.query(`
      CREATE TABLE "ads"."ads" (
        "id" serial PRIMARY KEY,
        "user_id" varchar(64) NOT NULL,
        "title" varchar(100) NOT NULL,
        "description" text NOT NULL,
        "price" bigint CHECK ("price" >= 0),
        "currency" varchar(3) NOT NULL CHECK ("currency" IN ('EUR', 'SRD')),
        "images" text[] NOT NULL DEFAULT '{}',
        "location" varchar(40) NOT NULL,
        "category_id" integer NOT NULL REFERENCES "ads"."categories" ("id"),
        "subcategory_id" integer REFERENCES "ads"."categories" ("id"),
        "contact_phone" varchar(40),
        "contact_email" varchar(254),
        "featured" boolean NOT NULL DEFAULT false,
        "status" varchar(16) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected', 'expired')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "search_title" text NOT NULL DEFAULT '',
        "search_body" text NOT NULL DEFAULT '',
        "search_vector" tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple'::regconfig, "search_title"), 'A') || setweight(to_tsvector('simple'::regconfig, "search_body"), 'B')
        ) STORED
      )`);
    // Views live in a narrow table so counting one never rewrites (and bloats) the wide ads row.
    await queryRunner.query(`
      CREATE TABLE "ads"."ad_views" (
        "ad_id" integer PRIMARY KEY REFERENCES "ads"."ads" ("id") ON DELETE CASCADE,
        "views" bigint NOT NULL DEFAULT 0
      )`);
    // Public reads only see approved ads, so their indexes are partial: smaller and exactly what the queries ask.
    const indexes = [
      `"ads_approved_created_idx" ON "ads"."ads" ("created_at" DESC, "id" DESC) ${APPROVED}`,
      `"ads_approved_category_created_idx" ON "ads"."ads" ("category_id", "created_at" DESC, "id" DESC) ${APPROVED}`,
      `"ads_approved_subcategory_created_idx" ON "ads"."ads" ("subcategory_id", "created_at" DESC, "id" DESC) ${APPROVED} AND "subcategory_id" IS NOT NULL`,
      `"ads_approved_category_location_created_idx" ON "ads"."ads" ("category_id", "location", "created_at" DESC, "id" DESC) ${APPROVED}`,
      `"ads_approved_location_created_idx" ON "ads"."ads" ("location", "created_at" DESC, "id" DESC) ${APPROVED}`,
      `"ads_approved_price_asc_idx" ON "ads"."ads" ("price" ASC NULLS LAST, "id" ASC) ${APPROVED}`,
      `"ads_approved_price_desc_idx" ON "ads"."ads" ("price" DESC NULLS LAST, "id" DESC) ${APPROVED}`,
      `"ads_approved_category_price_asc_idx" ON "ads"."ads" ("category_id", "price" ASC NULLS LAST, "id" ASC) ${APPROVED}`,
      `"ads_approved_category_price_desc_idx" ON "ads"."ads" ("category_id", "price" DESC NULLS LAST, "id" DESC) ${APPROVED}`,
      `"ads_approved_featured_created_idx" ON "ads"."ads" ("created_at" DESC, "id" DESC) ${APPROVED} AND "featured"`,
      `"ads_user_created_idx" ON "ads"."ads" ("user_id", "created_at" DESC)`,
      `"ads_status_created_idx" ON "ads"."ads" ("status", "created_at" DESC)`,
    ];
    for (const index of indexes) await queryRunner.query(`CREATE INDEX ${index}`);
    await queryRunner.query(`CREATE INDEX "ads_approved_search_idx" ON "ads"."ads" USING gin ("search_vector") ${APPROVED}`);
    await queryRunner.query(`CREATE INDEX "ad_views_views_idx" ON "ads"."ad_views" ("views" DESC, "ad_id" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."ad_views"`);
    await queryRunner.query(`DROP TABLE "ads"."ads"`);
  }
}
