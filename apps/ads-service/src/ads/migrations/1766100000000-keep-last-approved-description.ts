import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The description last approved, kept with the title and photos when an edit goes back to review: the ad's page then
 * shows that version to everyone until the edit is approved, instead of answering 404 to a buyer who just got the
 * alert. Nullable: adding it rewrites no rows (an edit waiting from before has none, and stays hidden as before).
 */
export class KeepLastApprovedDescription1766100000000 implements MigrationInterface {
  name = 'KeepLastApprovedDescription1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."ads" ADD COLUMN "approved_description" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."ads" DROP COLUMN "approved_description"`);
  }
}
