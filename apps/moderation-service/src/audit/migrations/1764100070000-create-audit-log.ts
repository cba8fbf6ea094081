import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The back-office's audit trail: every action, by which admin session and address, on what, why. */
export class CreateAuditLog1764100070000 implements MigrationInterface {
  name = 'CreateAuditLog1764100070000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "moderation"."audit_log" (
        "id" bigserial PRIMARY KEY,
        "action" varchar(40) NOT NULL,
        "target_type" varchar(20),
        "target_id" varchar(100),
        "reason" text,
        "details" jsonb NOT NULL DEFAULT '{}',
        "session" varchar(16),
        "ip" varchar(64),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "audit_log_created_idx" ON "moderation"."audit_log" ("created_at" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "moderation"."audit_log"`);
  }
}
