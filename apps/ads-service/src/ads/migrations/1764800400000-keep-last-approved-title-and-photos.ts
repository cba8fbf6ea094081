import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * An approved ad whose owner edits its title, description or photos goes back to review; until it is approved again,
 * other people's lists (favourites, recently viewed, bids) show the title and photos that were approved, kept here
 * at the moment of the edit. Nullable columns: adding them rewrites no rows.
 */
export class KeepLastApprovedTitleAndPhotos1764800400000 implements MigrationInterface {
  name = 'KeepLastApprovedTitleAndPhotos1764800400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."ads" ADD COLUMN "approved_title" varchar(100), ADD COLUMN "approved_images" text[]`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."ads" DROP COLUMN "approved_title", DROP COLUMN "approved_images"`);
  }
}
