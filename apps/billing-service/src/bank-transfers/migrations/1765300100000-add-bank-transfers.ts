import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Bank transfers are payments too (provider 'bank'), so confirming one makes the invoice and opens the period exactly
 * as a card payment does. They add a typeable reference, an expiry, the reminder's moment, and two end states: expired
 * (not confirmed in time) and cancelled (by the operator). At most one open transfer per user.
 */
export class AddBankTransfers1765300100000 implements MigrationInterface {
  name = 'AddBankTransfers1765300100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "billing"."payments"
        ADD COLUMN "reference" varchar(20) UNIQUE,
        ADD COLUMN "expires_at" timestamptz,
        ADD COLUMN "reminded_at" timestamptz,
        ALTER COLUMN "status" TYPE varchar(10),
        DROP CONSTRAINT "payments_status_check",
        ADD CONSTRAINT "payments_status_check" CHECK ("status" IN ('pending', 'paid', 'failed', 'expired', 'cancelled')),
        DROP CONSTRAINT "payments_provider_check",
        ADD CONSTRAINT "payments_provider_check" CHECK ("provider" IN ('stripe', 'test', 'bank')),
        ADD CONSTRAINT "payments_bank_transfer_check" CHECK (("provider" = 'bank') = ("reference" IS NOT NULL AND "expires_at" IS NOT NULL))`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payments_one_open_bank_transfer_idx" ON "billing"."payments" ("user_id") WHERE "provider" = 'bank' AND "status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX "payments_bank_transfer_expiry_idx" ON "billing"."payments" ("expires_at") WHERE "provider" = 'bank' AND "status" = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "billing"."payments" WHERE "provider" = 'bank'`);
    await queryRunner.query(`DROP INDEX "billing"."payments_bank_transfer_expiry_idx"`);
    await queryRunner.query(`DROP INDEX "billing"."payments_one_open_bank_transfer_idx"`);
    await queryRunner.query(`
      ALTER TABLE "billing"."payments"
        DROP CONSTRAINT "payments_bank_transfer_check",
        DROP CONSTRAINT "payments_provider_check",
        ADD CONSTRAINT "payments_provider_check" CHECK ("provider" IN ('stripe', 'test')),
        DROP CONSTRAINT "payments_status_check",
        ADD CONSTRAINT "payments_status_check" CHECK ("status" IN ('pending', 'paid', 'failed')),
        ALTER COLUMN "status" TYPE varchar(8),
        DROP COLUMN "reminded_at",
        DROP COLUMN "expires_at",
        DROP COLUMN "reference"`);
  }
}
