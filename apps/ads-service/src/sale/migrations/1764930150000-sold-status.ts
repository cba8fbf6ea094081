import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** 'sold' joins the statuses an ad may have (the check of the ads table listed the four of the seed). */
export class SoldStatus1764930150000 implements MigrationInterface {
  name = 'SoldStatus1764930150000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."ads" DROP CONSTRAINT "ads_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "ads"."ads" ADD CONSTRAINT "ads_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'expired', 'sold'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."ads" DROP CONSTRAINT "ads_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "ads"."ads" ADD CONSTRAINT "ads_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'expired'))`,
    );
  }
}
