import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The newest ads of each common word, in the order a search shows them (title matches first, then newest first).
 * The GIN index answers a rare word at once, but a word in 4 % of a million ads means gathering 40,000 rows
 * (or walking the date index past 14,000 of them) to show the first 20. For a "hot" word this table is read
 * instead: an index walk that stops after one page.
 *
 * For each hot word and tier (in the title or only in the description) `search_hot_words.since` says from which
 * creation date on the list is complete: every approved ad of that word and tier created at or after it has a row.
 * A job keeps only the newest rows of each list and moves `since` up; older rows may linger and are never trusted.
 */
export class SearchPostings1764600000000 implements MigrationInterface {
  name = 'SearchPostings1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."search_hot_words" (
        "word" varchar(60) NOT NULL,
        "in_title" boolean NOT NULL,
        "since" timestamptz NOT NULL,
        PRIMARY KEY ("word", "in_title")
      )`);
    await queryRunner.query(`
      CREATE TABLE "ads"."search_postings" (
        "word" varchar(60) NOT NULL,
        "in_title" boolean NOT NULL,
        "created_at" timestamptz NOT NULL,
        "ad_id" integer NOT NULL REFERENCES "ads"."ads" ("id") ON DELETE CASCADE,
        PRIMARY KEY ("word", "in_title", "created_at", "ad_id")
      )`);
    await queryRunner.query(`CREATE INDEX "search_postings_ad_idx" ON "ads"."search_postings" ("ad_id")`);
    // A trigger, not the services' code, keeps the lists whole: every way an ad is approved, edited, renewed or
    // hidden goes through it. Rows only for hot words, so an ordinary approval writes a few rows at most.
    await queryRunner.query(`
      CREATE FUNCTION "ads"."sync_search_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD."status" = 'approved' THEN
          DELETE FROM "ads"."search_postings" WHERE "ad_id" = OLD."id";
        END IF;
        IF NEW."status" = 'approved' THEN
          INSERT INTO "ads"."search_postings" ("word", "in_title", "created_at", "ad_id")
          SELECT l."lexeme", 'A' = ANY (l."weights"), NEW."created_at", NEW."id"
          FROM unnest(NEW."search_vector") l
          JOIN "ads"."search_hot_words" h ON h."word" = l."lexeme" AND h."in_title" = ('A' = ANY (l."weights"))
          ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "ads_search_postings" AFTER INSERT OR UPDATE OF "status", "search_title", "search_body", "created_at" ON "ads"."ads"
      FOR EACH ROW EXECUTE FUNCTION "ads"."sync_search_postings"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "ads_search_postings" ON "ads"."ads"`);
    await queryRunner.query(`DROP FUNCTION "ads"."sync_search_postings"()`);
    await queryRunner.query(`DROP TABLE "ads"."search_postings"`);
    await queryRunner.query(`DROP TABLE "ads"."search_hot_words"`);
  }
}
