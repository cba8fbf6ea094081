import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A saved search is indexed under one word only, its rarest among the ads (all its words must be in a matching ad, so
 * that one decides), and keeps all its words in an array checked against the ad's words. A new ad then reads the
 * searches keyed on its words, not every posting of every common word (see alert-matcher.ts and npm run bench:alerts).
 */
export class SavedSearchKeyTerms1765200300000 implements MigrationInterface {
  name = 'SavedSearchKeyTerms1765200300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."saved_searches" ADD COLUMN "terms" varchar(100)[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`
      UPDATE "ads"."saved_searches" s SET "terms" = t."terms"
        FROM (SELECT "saved_search_id", array_agg("term" ORDER BY "term") AS "terms" FROM "ads"."saved_search_terms" GROUP BY 1) t
       WHERE t."saved_search_id" = s."id"`);
    await queryRunner.query(`
      DELETE FROM "ads"."saved_search_terms" k WHERE k."term" <> (
        SELECT t."term" FROM "ads"."saved_search_terms" t LEFT JOIN "ads"."search_terms" w ON w."word" = t."term"
         WHERE t."saved_search_id" = k."saved_search_id" ORDER BY COALESCE(w."doc_count", 0), t."term" LIMIT 1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO "ads"."saved_search_terms" ("term", "saved_search_id")
      SELECT unnest("terms"), "id" FROM "ads"."saved_searches" ON CONFLICT DO NOTHING`);
    await queryRunner.query(`ALTER TABLE "ads"."saved_searches" DROP COLUMN "terms"`);
  }
}
