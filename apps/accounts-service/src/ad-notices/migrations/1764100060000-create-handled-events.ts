import { createHandledEventsTableSql } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The events the accounts-service has acted on (the owner's mails about their ads), so a redelivery mails nobody twice. */
export class CreateHandledEvents1764100060000 implements MigrationInterface {
  name = 'CreateHandledEvents1764100060000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(createHandledEventsTableSql('accounts'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "accounts"."handled_events"`);
  }
}
