import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The featured ads' page can be saved: such a search matches an ad when it gets featured, not at its approval, so it
 * is a column of its own that the approval's matching leaves out and the featuring reads by its partial index.
 */
export class FeaturedSavedSearches1766200000000 implements MigrationInterface {
  name = 'FeaturedSavedSearches1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."saved_searches" ADD COLUMN "featured" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE INDEX "saved_searches_featured_idx" ON "ads"."saved_searches" ("id") WHERE "featured" AND "active"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ads"."saved_searches_featured_idx"`);
    await queryRunner.query(`ALTER TABLE "ads"."saved_searches" DROP COLUMN "featured"`);
  }
}
