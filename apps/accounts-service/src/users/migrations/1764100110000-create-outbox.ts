import { createOutboxTableSql } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The accounts-service's outbox: a registration's event is written with the user, and sent after. */
export class CreateOutbox1764100110000 implements MigrationInterface {
  name = 'CreateOutbox1764100110000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(createOutboxTableSql('accounts'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "accounts"."outbox"`);
  }
}
