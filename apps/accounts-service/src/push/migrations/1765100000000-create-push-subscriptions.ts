import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Web Push: each device's subscription, bound to the session that made it (a logout ends both), the pushes waiting to
 * be sent (a delivery row per device, so a restart or a killed replica loses none), and the kinds a user switched off.
 */
export class CreatePushSubscriptions1765100000000 implements MigrationInterface {
  name = 'CreatePushSubscriptions1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "accounts"."push_subscriptions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "accounts"."users" ("id") ON DELETE CASCADE,
        "session_hash" bytea NOT NULL REFERENCES "accounts"."sessions" ("token_hash") ON DELETE CASCADE,
        "endpoint" varchar(2000) NOT NULL UNIQUE,
        "p256dh" varchar(200) NOT NULL,
        "auth" varchar(100) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "push_subscriptions_user_idx" ON "accounts"."push_subscriptions" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "push_subscriptions_session_idx" ON "accounts"."push_subscriptions" ("session_hash")`);
    await queryRunner.query(`
      CREATE TABLE "accounts"."push_deliveries" (
        "id" bigserial PRIMARY KEY,
        "subscription_id" uuid NOT NULL REFERENCES "accounts"."push_subscriptions" ("id") ON DELETE CASCADE,
        "payload" jsonb NOT NULL,
        "urgency" varchar(10) NOT NULL,
        "ttl" integer NOT NULL,
        "topic" varchar(32),
        "attempts" integer NOT NULL DEFAULT 0,
        "due_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "push_deliveries_due_idx" ON "accounts"."push_deliveries" ("due_at")`);
    await queryRunner.query(`CREATE INDEX "push_deliveries_subscription_idx" ON "accounts"."push_deliveries" ("subscription_id")`);
    await queryRunner.query(`ALTER TABLE "accounts"."users" ADD "push_off" varchar(10)[] NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "accounts"."users" DROP "push_off"`);
    await queryRunner.query(`DROP TABLE "accounts"."push_deliveries", "accounts"."push_subscriptions"`);
  }
}
