import { createHandledEventsTableSql, createOutboxTableSql } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The outbox of the ads-service's events, the decisions it has applied (decision_id, so a late decision never
 * overrides a newer one) and when an ad goes offline (30 days after approval or renewal).
 */
export class ReviewEventsAndExpiry1764100000000 implements MigrationInterface {
  name = 'ReviewEventsAndExpiry1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(createOutboxTableSql('ads'));
    await queryRunner.query(createHandledEventsTableSql('ads'));
    // The default also gives ads online before expiry existed (and the demo data) a full 30 days from now, rather
    // than going offline at the first run; approval and renewal set it again.
    await queryRunner.query(
      `ALTER TABLE "ads"."ads" ADD "decision_id" bigint, ADD "expires_at" timestamptz NOT NULL DEFAULT now() + interval '30 days'`,
    );
    await queryRunner.query(`CREATE INDEX "ads_expiry_idx" ON "ads"."ads" ("expires_at") WHERE "status" = 'approved'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ads"."ads_expiry_idx"`);
    await queryRunner.query(`ALTER TABLE "ads"."ads" DROP "decision_id", DROP "expires_at"`);
    await queryRunner.query(`DROP TABLE "ads"."handled_events"`);
    await queryRunner.query(`DROP TABLE "ads"."outbox"`);
  }
}
