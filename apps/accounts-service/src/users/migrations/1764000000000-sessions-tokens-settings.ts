import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Server-side sessions, single-use e-mail tokens, phone codes, the login slow-down, and the user's settings. */
export class SessionsTokensSettings1764000000000 implements MigrationInterface {
  name = 'SessionsTokensSettings1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "accounts"."users"
        ADD "is_phone_verified" boolean NOT NULL DEFAULT false,
        ADD "account_type" varchar(10) NOT NULL DEFAULT 'user' CHECK ("account_type" IN ('user', 'business')),
        ADD "status" varchar(10) NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'suspended')),
        ADD "profile_image_url" varchar(500),
        ADD "email_notifications" boolean NOT NULL DEFAULT true,
        ADD "push_notifications" boolean NOT NULL DEFAULT true,
        ADD "marketing_emails" boolean NOT NULL DEFAULT false`);
    // Only a SHA-256 of each token is kept: a leaked table does not log anyone in.
    await queryRunner.query(`
      CREATE TABLE "accounts"."sessions" (
        "token_hash" bytea PRIMARY KEY,
        "user_id" uuid NOT NULL REFERENCES "accounts"."users" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "sessions_user_id_idx" ON "accounts"."sessions" ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE "accounts"."user_tokens" (
        "token_hash" bytea PRIMARY KEY,
        "user_id" uuid NOT NULL REFERENCES "accounts"."users" ("id") ON DELETE CASCADE,
        "purpose" varchar(20) NOT NULL CHECK ("purpose" IN ('verify-email', 'reset-password')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "user_tokens_user_id_idx" ON "accounts"."user_tokens" ("user_id", "purpose")`);
    await queryRunner.query(`
      CREATE TABLE "accounts"."phone_codes" (
        "user_id" uuid PRIMARY KEY REFERENCES "accounts"."users" ("id") ON DELETE CASCADE,
        "phone" varchar(30) NOT NULL,
        "code_hash" bytea NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "attempts" int NOT NULL DEFAULT 0
      )`);
    // Failed logins per e-mail address and per client address ('email:...', 'ip:...'), kept 15 minutes.
    await queryRunner.query(`
      CREATE TABLE "accounts"."login_failures" (
        "key" varchar(320) NOT NULL,
        "failed_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "login_failures_key_idx" ON "accounts"."login_failures" ("key", "failed_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP TABLE "accounts"."login_failures", "accounts"."phone_codes", "accounts"."user_tokens", "accounts"."sessions"`,
    );
    await queryRunner.query(`
      ALTER TABLE "accounts"."users" DROP "is_phone_verified", DROP "account_type", DROP "status", DROP "profile_image_url",
        DROP "email_notifications", DROP "push_notifications", DROP "marketing_emails"`);
  }
}
