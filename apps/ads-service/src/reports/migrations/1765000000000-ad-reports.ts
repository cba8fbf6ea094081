import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Reports of ads and reviews, one per person and ad (or review). 'reported' joins the ad statuses: reports from three
 * people take an ad offline until the operator decides. A deleted ad or review takes its reports with it.
 */
export class AdReports1765000000000 implements MigrationInterface {
  name = 'AdReports1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."ads" DROP CONSTRAINT "ads_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "ads"."ads" ADD CONSTRAINT "ads_status_check"
         CHECK ("status" IN ('pending', 'approved', 'rejected', 'expired', 'sold', 'reported'))`,
    );
    const reasons = `CHECK ("reason" IN ('scam', 'prohibited', 'wrong_category', 'duplicate', 'offensive', 'other'))`;
    await queryRunner.query(`
      CREATE TABLE "ads"."ad_reports" (
        "id" serial PRIMARY KEY,
        "ad_id" integer NOT NULL REFERENCES "ads"."ads" ("id") ON DELETE CASCADE,
        "reporter_id" varchar(36) NOT NULL,
        "reason" varchar(20) NOT NULL ${reasons},
        "text" varchar(500),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("ad_id", "reporter_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "ads"."review_reports" (
        "id" serial PRIMARY KEY,
        "review_id" uuid NOT NULL REFERENCES "ads"."reviews" ("id") ON DELETE CASCADE,
        "reporter_id" varchar(36) NOT NULL,
        "reason" varchar(20) NOT NULL ${reasons},
        "text" varchar(500),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("review_id", "reporter_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."review_reports"`);
    await queryRunner.query(`DROP TABLE "ads"."ad_reports"`);
    // Back to the statuses before: a reported ad waits for review again.
    await queryRunner.query(`UPDATE "ads"."ads" SET "status" = 'pending' WHERE "status" = 'reported'`);
    await queryRunner.query(`ALTER TABLE "ads"."ads" DROP CONSTRAINT "ads_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "ads"."ads" ADD CONSTRAINT "ads_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'expired', 'sold'))`,
    );
  }
}
