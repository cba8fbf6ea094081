import { createJobRunsTable } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** A scheduled run claims its slot (job, scheduled minute): the shared job_runs shape every service now has. */
export class ClaimJobSlots1765400100000 implements MigrationInterface {
  name = 'ClaimJobSlots1765400100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createJobRunsTable(queryRunner, 'moderation');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "moderation"."job_runs_slot_key"`);
    await queryRunner.query(`ALTER TABLE "moderation"."job_runs" DROP COLUMN "slot"`);
  }
}
