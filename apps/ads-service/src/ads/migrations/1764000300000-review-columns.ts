import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** What the back-office decided: the reason shown to the owner of a rejected ad, and when an ad was approved. */
export class ReviewColumns1764000300000 implements MigrationInterface {
  name = 'ReviewColumns1764000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."ads" ADD "rejection_reason" text, ADD "approved_at" timestamptz`);
    // Ads approved before this column existed count from their creation.
    await queryRunner.query(`UPDATE "ads"."ads" SET "approved_at" = "created_at" WHERE "status" = 'approved'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."ads" DROP "rejection_reason", DROP "approved_at"`);
  }
}
