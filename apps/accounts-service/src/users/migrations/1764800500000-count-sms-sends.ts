import { createWindowCounterTableSql } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Verification codes sent per user and per number, per hour and per day: nobody runs up the product's SMS bill. */
export class CountSmsSends1764800500000 implements MigrationInterface {
  name = 'CountSmsSends1764800500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(createWindowCounterTableSql('"accounts"."sms_sends"'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "accounts"."sms_sends"`);
  }
}
