import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A hot word's postings carry the ad's category, subcategory and place, in the index. A search for a common word in
 * one category and place walked the word's postings and read each ad to check them (264 ads for a page of 20 at a
 * million ads); now the walk skips the others inside the index and reads only the ads it shows.
 */
export class SearchPostingsFilters1764700000000 implements MigrationInterface {
  name = 'SearchPostingsFilters1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "ads"."search_postings"
        ADD COLUMN "category_id" integer, ADD COLUMN "subcategory_id" integer, ADD COLUMN "location" varchar(40)`);
    await queryRunner.query(`
      UPDATE "ads"."search_postings" p SET "category_id" = a."category_id", "subcategory_id" = a."subcategory_id", "location" = a."location"
      FROM "ads"."ads" a WHERE a."id" = p."ad_id"`);
    await queryRunner.query(
      `ALTER TABLE "ads"."search_postings" ALTER COLUMN "category_id" SET NOT NULL, ALTER COLUMN "location" SET NOT NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE "ads"."search_postings" DROP CONSTRAINT "search_postings_pkey",
        ADD CONSTRAINT "search_postings_pkey" PRIMARY KEY ("word", "in_title", "created_at", "ad_id") INCLUDE ("category_id", "subcategory_id", "location")`);
    await this.trigger(queryRunner, true);
    // Fresh statistics, or the planner takes the grown index for a bitmap scan. Autovacuum then marks the rewritten
    // table visible, so the walk stays in the index (the bulk seed vacuums it at once).
    await queryRunner.query(`ANALYZE "ads"."search_postings"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.trigger(queryRunner, false);
    await queryRunner.query(`
      ALTER TABLE "ads"."search_postings" DROP CONSTRAINT "search_postings_pkey",
        ADD CONSTRAINT "search_postings_pkey" PRIMARY KEY ("word", "in_title", "created_at", "ad_id")`);
    await queryRunner.query(
      `ALTER TABLE "ads"."search_postings" DROP COLUMN "category_id", DROP COLUMN "subcategory_id", DROP COLUMN "location"`,
    );
  }

  /**
   * The trigger of the search-postings migration (a copy: a migration never changes with later code), with (or
   * without) the filter columns, which it writes and also watches, so that a posting follows its ad to another place.
   */
  private async trigger(queryRunner: QueryRunner, withFilters: boolean): Promise<void> {
    const columns = withFilters ? `, "category_id", "subcategory_id", "location"` : '';
    const values = withFilters ? `, NEW."category_id", NEW."subcategory_id", NEW."location"` : '';
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "ads"."sync_search_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD."status" = 'approved' THEN
          DELETE FROM "ads"."search_postings" WHERE "ad_id" = OLD."id";
        END IF;
        IF NEW."status" = 'approved' THEN
          INSERT INTO "ads"."search_postings" ("word", "in_title", "created_at", "ad_id"${columns})
          SELECT l."lexeme", 'A' = ANY (l."weights"), NEW."created_at", NEW."id"${values}
          FROM unnest(NEW."search_vector") l
          JOIN "ads"."search_hot_words" h ON h."word" = l."lexeme" AND h."in_title" = ('A' = ANY (l."weights"))
          ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`DROP TRIGGER "ads_search_postings" ON "ads"."ads"`);
    await queryRunner.query(`
      CREATE TRIGGER "ads_search_postings" AFTER INSERT OR UPDATE OF "status", "search_title", "search_body", "created_at"${columns} ON "ads"."ads"
      FOR EACH ROW EXECUTE FUNCTION "ads"."sync_search_postings"()`);
  }
}
