import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The approved ads counted per category, subcategory (0: none) and district, kept by statement triggers on the ads:
 * the facets of a list without words, price or other filters (the category pages, a district) read these few hundred
 * rows instead of counting up to a million ads. A trigger with transition tables takes one event, hence three; one
 * statement changing many ads (the bulk seed, the expiry job) changes each row once, in key order (no deadlock
 * between two such statements).
 */
export class CreateFacetCounts1765700000000 implements MigrationInterface {
  name = 'CreateFacetCounts1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."facet_counts" (
        "category_id" integer NOT NULL,
        "subcategory_id" integer NOT NULL,
        "location" varchar(40) NOT NULL,
        "n" integer NOT NULL,
        PRIMARY KEY ("category_id", "subcategory_id", "location")
      )`);
    await queryRunner.query(`
      CREATE FUNCTION "ads"."sync_facet_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO "ads"."facet_counts" AS f
          SELECT "category_id", COALESCE("subcategory_id", 0), "location", count(*)::int FROM new_rows
          WHERE "status" = 'approved' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
          ON CONFLICT ("category_id", "subcategory_id", "location") DO UPDATE SET "n" = f."n" + EXCLUDED."n";
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE "ads"."facet_counts" f SET "n" = f."n" - d."n"
          FROM (SELECT "category_id", COALESCE("subcategory_id", 0) AS "s", "location", count(*)::int AS "n" FROM old_rows
                WHERE "status" = 'approved' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
          WHERE f."category_id" = d."category_id" AND f."subcategory_id" = d."s" AND f."location" = d."location";
        ELSE
          INSERT INTO "ads"."facet_counts" AS f
          SELECT "category_id", "s", "location", sum("d")::int FROM (
            SELECT "category_id", COALESCE("subcategory_id", 0) AS "s", "location", -1 AS "d" FROM old_rows WHERE "status" = 'approved'
            UNION ALL
            SELECT "category_id", COALESCE("subcategory_id", 0), "location", 1 FROM new_rows WHERE "status" = 'approved'
          ) c GROUP BY 1, 2, 3 HAVING sum("d") <> 0 ORDER BY 1, 2, 3
          ON CONFLICT ("category_id", "subcategory_id", "location") DO UPDATE SET "n" = f."n" + EXCLUDED."n";
        END IF;
        RETURN NULL;
      END $$`);
    for (const [event, tables] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ]) {
      await queryRunner.query(`
        CREATE TRIGGER "ads_facet_counts_${event.toLowerCase()}" AFTER ${event} ON "ads"."ads"
        REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION "ads"."sync_facet_counts"()`);
    }
    await queryRunner.query(`
      INSERT INTO "ads"."facet_counts"
      SELECT "category_id", COALESCE("subcategory_id", 0), "location", count(*)::int FROM "ads"."ads"
      WHERE "status" = 'approved' GROUP BY 1, 2, 3`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete']) {
      await queryRunner.query(`DROP TRIGGER "ads_facet_counts_${event}" ON "ads"."ads"`);
    }
    await queryRunner.query(`DROP FUNCTION "ads"."sync_facet_counts"()`);
    await queryRunner.query(`DROP TABLE "ads"."facet_counts"`);
  }
}
