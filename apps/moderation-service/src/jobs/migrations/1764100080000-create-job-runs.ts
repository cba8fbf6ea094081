import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Every run of a scheduled job: when, by whom, how it ended. */
export class CreateJobRuns1764100080000 implements MigrationInterface {
  name = 'CreateJobRuns1764100080000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "moderation"."job_runs" (
        "id" bigserial PRIMARY KEY,
        "job" varchar(40) NOT NULL,
        "started_by" varchar(20) NOT NULL,
        "started_at" timestamptz NOT NULL DEFAULT now(),
        "finished_at" timestamptz,
        "ok" boolean,
        "result" jsonb,
        "error" text
      )`);
    await queryRunner.query(`CREATE INDEX "job_runs_job_idx" ON "moderation"."job_runs" ("job", "started_at" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "moderation"."job_runs"`);
  }
}
