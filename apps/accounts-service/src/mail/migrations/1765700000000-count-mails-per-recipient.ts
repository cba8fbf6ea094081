import { createWindowCounterTableSql } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Mails sent per recipient and kind, per hour: our mail is never a weapon against someone's inbox. */
export class CountMailsPerRecipient1765700000000 implements MigrationInterface {
  name = 'CountMailsPerRecipient1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(createWindowCounterTableSql('"accounts"."mail_sends"'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "accounts"."mail_sends"`);
  }
}
