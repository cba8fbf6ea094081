import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateActivities1763740000000 implements MigrationInterface {
  name = 'CreateActivities1763740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "analytics"."activities" (
        "id" bigserial PRIMARY KEY,
        "action_type" varchar(32) NOT NULL,
        "action_data" jsonb NOT NULL DEFAULT '{}',
        "ip_address" varchar(64) NOT NULL,
        "country" varchar(16) NOT NULL,
        "user_agent" varchar(512),
        "user_id" varchar(64),
        "occurred_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "activities_occurred_at_idx" ON "analytics"."activities" ("occurred_at")`);
    await queryRunner.query(`CREATE INDEX "activities_type_occurred_at_idx" ON "analytics"."activities" ("action_type", "occurred_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics"."activities"`);
  }
}
