import { createWindowCounterTableSql } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Login attempts counted per account, per client address and per known device in one atomic statement before the
 * password is checked (guesses sent at once meet the limit as guesses sent in turn do); and the devices an owner
 * logged in with before (a SHA-256 of each device cookie), which stay able to log in while strangers' failures have
 * locked the account (OWASP's device cookie). Replaces the failure log, counted before and written after the check.
 */
export class CountLoginAttemptsAndKnowDevices1764800200000 implements MigrationInterface {
  name = 'CountLoginAttemptsAndKnowDevices1764800200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(createWindowCounterTableSql('"accounts"."login_attempts"'));
    await queryRunner.query(`
      CREATE TABLE "accounts"."known_devices" (
        "token_hash" bytea PRIMARY KEY,
        "user_id" uuid NOT NULL REFERENCES "accounts"."users" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_used_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "known_devices_user_idx" ON "accounts"."known_devices" ("user_id", "last_used_at")`);
    await queryRunner.query(`DROP TABLE "accounts"."login_failures"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "accounts"."login_failures" (
        "key" varchar(320) NOT NULL,
        "failed_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "login_failures_key_idx" ON "accounts"."login_failures" ("key", "failed_at")`);
    await queryRunner.query(`DROP TABLE "accounts"."known_devices", "accounts"."login_attempts"`);
  }
}
