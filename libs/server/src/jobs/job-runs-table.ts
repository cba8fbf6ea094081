import { type QueryRunner } from 'typeorm';

/**
 * A service's job_runs table: every run of one of its jobs, when, by whom, how it ended. A scheduled run carries its
 * slot (the scheduled minute); the unique (job, slot) is what lets one replica only claim it. Idempotent, so the
 * moderation-service, whose table predates the slot, reaches the same shape.
 */
export async function createJobRunsTable(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE IF NOT EXISTS "${schema}"."job_runs" (
      "id" bigserial PRIMARY KEY,
      "job" varchar(40) NOT NULL,
      "started_by" varchar(20) NOT NULL,
      "started_at" timestamptz NOT NULL DEFAULT now(),
      "finished_at" timestamptz,
      "ok" boolean,
      "result" jsonb,
      "error" text
    )`);
  await queryRunner.query(`ALTER TABLE "${schema}"."job_runs" ADD COLUMN IF NOT EXISTS "slot" timestamptz`);
  await queryRunner.query(`CREATE UNIQUE INDEX IF NOT EXISTS "job_runs_slot_key" ON "${schema}"."job_runs" ("job", "slot")`);
  await queryRunner.query(`CREATE INDEX IF NOT EXISTS "job_runs_job_idx" ON "${schema}"."job_runs" ("job", "id" DESC)`);
}

export async function dropJobRunsTable(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`DROP TABLE IF EXISTS "${schema}"."job_runs"`);
}
