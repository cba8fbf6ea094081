import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Who reported from where: reports from throwaway accounts on one phone count as one person's, and a new account's
 * not at all (security round three). The owner of a hidden ad may ask for a review at once.
 */
export class ReportReporters1765700100000 implements MigrationInterface {
  name = 'ReportReporters1765700100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."ad_reports" ADD "reporter_ip" varchar(64), ADD "reporter_device" varchar(64),
      ADD "counts" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`CREATE INDEX "ad_reports_reporter_idx" ON "ads"."ad_reports" ("reporter_id", "created_at")`);
    await queryRunner.query(`CREATE TABLE "ads"."report_review_requests" (
      "ad_id" integer PRIMARY KEY REFERENCES "ads"."ads" ("id") ON DELETE CASCADE,
      "requested_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."report_review_requests"`);
    await queryRunner.query(`DROP INDEX "ads"."ad_reports_reporter_idx"`);
    await queryRunner.query(`ALTER TABLE "ads"."ad_reports" DROP "reporter_ip", DROP "reporter_device", DROP "counts"`);
  }
}
