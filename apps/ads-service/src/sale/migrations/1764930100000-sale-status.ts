import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Reserved and sold (issue: Gereserveerd en Verkocht), and whether the ad's contact phone is its owner's verified
 * number. Columns with constant defaults: PostgreSQL adds them without rewriting the table.
 */
export class SaleStatus1764930100000 implements MigrationInterface {
  name = 'SaleStatus1764930100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "ads"."ads"
        ADD COLUMN "sale_status" varchar(10) NOT NULL DEFAULT 'available',
        ADD COLUMN "sold_at" timestamptz,
        ADD COLUMN "buyer_id" varchar(36),
        ADD COLUMN "phone_verified" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "ads"."ads" DROP COLUMN "sale_status", DROP COLUMN "sold_at", DROP COLUMN "buyer_id", DROP COLUMN "phone_verified"`);
  }
}
