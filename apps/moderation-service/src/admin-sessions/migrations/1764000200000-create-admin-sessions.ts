import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Back-office sessions (a SHA-256 of each token, 24 hours) and failed logins per client address. */
export class CreateAdminSessions1764000200000 implements MigrationInterface {
  name = 'CreateAdminSessions1764000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "moderation"."admin_sessions" (
        "token_hash" bytea PRIMARY KEY,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "moderation"."admin_login_failures" (
        "ip" varchar(64) NOT NULL,
        "failed_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "admin_login_failures_ip_idx" ON "moderation"."admin_login_failures" ("ip", "failed_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "moderation"."admin_login_failures", "moderation"."admin_sessions"`);
  }
}
