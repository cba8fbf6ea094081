import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A mailed link confirms only the address it was sent to: each token keeps that address. Tokens issued before this
 * have none and confirm nothing any more (they were at most 24 hours from expiry anyway).
 */
export class BindLinkTokensToAddresses1764800000000 implements MigrationInterface {
  name = 'BindLinkTokensToAddresses1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "accounts"."user_tokens" ADD COLUMN "email" varchar(254)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "accounts"."user_tokens" DROP COLUMN "email"`);
  }
}
