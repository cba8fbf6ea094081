import { createOutboxTableSql } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Subscriptions, payments, the provider events already applied, and the billing-service's outbox (its mails go to the
 * accounts-service as events, written with the change they announce).
 */
export class CreateSubscriptionsPayments1764400000000 implements MigrationInterface {
  name = 'CreateSubscriptionsPayments1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "billing"."subscriptions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL UNIQUE,
        "company_name" varchar(150) NOT NULL,
        "contact_name" varchar(201) NOT NULL,
        "contact_email" varchar(254) NOT NULL,
        "package_type" varchar(16) NOT NULL REFERENCES "billing"."packages" ("type"),
        "next_package_type" varchar(16) REFERENCES "billing"."packages" ("type"),
        "status" varchar(12) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'active', 'cancelled', 'ended')),
        "auto_renew" boolean NOT NULL DEFAULT true,
        "current_period_start" timestamptz,
        "current_period_end" timestamptz,
        "reminded_for" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK (("status" = 'pending') = ("current_period_end" IS NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX "subscriptions_period_end_idx" ON "billing"."subscriptions" ("current_period_end") WHERE "status" IN ('active', 'cancelled')`,
    );
    await queryRunner.query(`CREATE SEQUENCE "billing"."invoice_numbers"`);
    await queryRunner.query(`
      CREATE TABLE "billing"."payments" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "subscription_id" uuid REFERENCES "billing"."subscriptions" ("id") ON DELETE SET NULL,
        "purpose" varchar(12) NOT NULL CHECK ("purpose" IN ('subscription', 'amount')),
        "package_type" varchar(16) REFERENCES "billing"."packages" ("type"),
        "description" varchar(200) NOT NULL,
        "payer_name" varchar(201) NOT NULL,
        "payer_email" varchar(254) NOT NULL,
        "amount_cents" integer NOT NULL CHECK ("amount_cents" BETWEEN 50 AND 1000000),
        "currency" char(3) NOT NULL DEFAULT 'EUR',
        "status" varchar(8) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'paid', 'failed')),
        "provider" varchar(8) NOT NULL CHECK ("provider" IN ('stripe', 'test')),
        "provider_intent_id" varchar(255) UNIQUE,
        "client_secret" varchar(255),
        "payment_method" varchar(50) NOT NULL DEFAULT 'card',
        "idempotency_key" uuid NOT NULL,
        "failure_message" varchar(500),
        "last_event_at" timestamptz,
        "invoice_number" varchar(30) UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "paid_at" timestamptz,
        UNIQUE ("user_id", "idempotency_key")
      )`);
    await queryRunner.query(`CREATE INDEX "payments_user_created_idx" ON "billing"."payments" ("user_id", "created_at" DESC)`);
    // Every provider event is applied once: Stripe may send one twice, and a replayed request must change nothing.
    await queryRunner.query(`
      CREATE TABLE "billing"."provider_events" (
        "id" varchar(255) PRIMARY KEY,
        "type" varchar(100) NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The built-in test provider's signing secret, shared by every replica (generated once, here).
    await queryRunner.query(`CREATE TABLE "billing"."settings" ("key" varchar(50) PRIMARY KEY, "value" text NOT NULL)`);
    await queryRunner.query(
      `INSERT INTO "billing"."settings" ("key", "value") VALUES ('test_webhook_secret', 'whsec_test_' || replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))`,
    );
    await queryRunner.query(createOutboxTableSql('billing'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['outbox', 'settings', 'provider_events', 'payments', 'subscriptions'])
      await queryRunner.query(`DROP TABLE "billing"."${table}"`);
    await queryRunner.query(`DROP SEQUENCE "billing"."invoice_numbers"`);
  }
}
