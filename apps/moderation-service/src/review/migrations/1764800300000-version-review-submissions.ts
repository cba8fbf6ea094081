import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Each submission of an ad (posted, then each edit sent back to review) has its own version; the operator's
 * one-click links are signed for the version they were mailed for, so an edit voids every earlier link.
 */
export class VersionReviewSubmissions1764800300000 implements MigrationInterface {
  name = 'VersionReviewSubmissions1764800300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "moderation"."review_queue" ADD COLUMN "version" integer NOT NULL DEFAULT 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "moderation"."review_queue" DROP COLUMN "version"`);
  }
}
