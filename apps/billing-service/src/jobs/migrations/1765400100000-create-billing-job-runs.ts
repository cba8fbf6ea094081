import { createJobRunsTable, dropJobRunsTable } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The billing-service runs its own jobs (reminders, bank transfer expiry) and keeps their runs. */
export class CreateBillingJobRuns1765400100000 implements MigrationInterface {
  name = 'CreateBillingJobRuns1765400100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createJobRunsTable(queryRunner, 'billing');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropJobRunsTable(queryRunner, 'billing');
  }
}
