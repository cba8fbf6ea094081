import { createJobRunsTable, dropJobRunsTable } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The analytics-service runs its own jobs (retention) and keeps their runs. */
export class CreateAnalyticsJobRuns1765400100000 implements MigrationInterface {
  name = 'CreateAnalyticsJobRuns1765400100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createJobRunsTable(queryRunner, 'analytics');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropJobRunsTable(queryRunner, 'analytics');
  }
}
