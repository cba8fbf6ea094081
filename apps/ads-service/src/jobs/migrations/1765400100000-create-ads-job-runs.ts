import { createJobRunsTable, dropJobRunsTable } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The ads-service runs its own jobs (expired ads, photos, digests) and keeps their runs. */
export class CreateAdsJobRuns1765400100000 implements MigrationInterface {
  name = 'CreateAdsJobRuns1765400100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createJobRunsTable(queryRunner, 'ads');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropJobRunsTable(queryRunner, 'ads');
  }
}
