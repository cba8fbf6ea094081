import { createWindowCounterTableSql } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Back-office login attempts counted per client address in one atomic statement before the password is checked,
 * so guesses sent at once meet the limit as guesses sent one after another do. Replaces the failure log, which
 * was counted before and written after the check.
 */
export class CountAdminLoginAttempts1764800100000 implements MigrationInterface {
  name = 'CountAdminLoginAttempts1764800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(createWindowCounterTableSql('"moderation"."admin_login_attempts"'));
    await queryRunner.query(`DROP TABLE "moderation"."admin_login_failures"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "moderation"."admin_login_failures" (
        "ip" varchar(64) NOT NULL,
        "failed_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "admin_login_failures_ip_idx" ON "moderation"."admin_login_failures" ("ip", "failed_at")`);
    await queryRunner.query(`DROP TABLE "moderation"."admin_login_attempts"`);
  }
}
