import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Saved searches and their alerts. A new ad must be matched without reading every saved search, so each search's
 * words are indexed (saved_search_terms: a search is a candidate when all of its term_count words occur in the ad),
 * and searches without words are indexed by category (or, with no category either, by place). alert_deliveries holds
 * one row per search and ad, ever: an ad approved again is never mailed again; sent_at marks it handled (mailed or
 * dropped because the ad stopped matching first).
 */
export class SavedSearches1765200200000 implements MigrationInterface {
  name = 'SavedSearches1765200200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."saved_searches" (
        "id" serial PRIMARY KEY,
        "user_id" varchar(64) NOT NULL,
        "name" varchar(60) NOT NULL,
        "query" jsonb NOT NULL,
        "frequency" varchar(8) NOT NULL CHECK ("frequency" IN ('instant', 'daily')),
        "active" boolean NOT NULL DEFAULT true,
        "term_count" smallint NOT NULL,
        "category_id" integer,
        "subcategory_id" integer,
        "location" varchar(40),
        "min_price" bigint,
        "max_price" bigint,
        "price_currency" varchar(3),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "saved_searches_user_idx" ON "ads"."saved_searches" ("user_id", "id")`);
    await queryRunner.query(
      `CREATE INDEX "saved_searches_wordless_category_idx" ON "ads"."saved_searches" ("category_id") WHERE "term_count" = 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "saved_searches_wordless_subcategory_idx" ON "ads"."saved_searches" ("subcategory_id") WHERE "term_count" = 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "saved_searches_wordless_uncategorised_idx" ON "ads"."saved_searches" ("location")
         WHERE "term_count" = 0 AND "category_id" IS NULL AND "subcategory_id" IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "ads"."saved_search_terms" (
        "term" varchar(100) NOT NULL,
        "saved_search_id" integer NOT NULL REFERENCES "ads"."saved_searches" ("id") ON DELETE CASCADE,
        PRIMARY KEY ("term", "saved_search_id")
      )`);
    await queryRunner.query(`CREATE INDEX "saved_search_terms_search_idx" ON "ads"."saved_search_terms" ("saved_search_id")`);
    await queryRunner.query(`
      CREATE TABLE "ads"."alert_deliveries" (
        "saved_search_id" integer NOT NULL REFERENCES "ads"."saved_searches" ("id") ON DELETE CASCADE,
        "ad_id" integer NOT NULL REFERENCES "ads"."ads" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz,
        "mailed" boolean NOT NULL DEFAULT false,
        PRIMARY KEY ("saved_search_id", "ad_id")
      )`);
    await queryRunner.query(`CREATE INDEX "alert_deliveries_ad_idx" ON "ads"."alert_deliveries" ("ad_id")`);
    await queryRunner.query(
      `CREATE INDEX "alert_deliveries_pending_idx" ON "ads"."alert_deliveries" ("created_at") WHERE "sent_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."alert_deliveries"`);
    await queryRunner.query(`DROP TABLE "ads"."saved_search_terms"`);
    await queryRunner.query(`DROP TABLE "ads"."saved_searches"`);
  }
}
