import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { AD_ROLLUP_FROM_ACTIVITIES_SQL } from '../rollup-sql';

/**
 * The business dashboard's figures per ad: views, contact clicks by method, the viewers' countries and districts and
 * the searches that led to the ad, counted per day like the back-office's rollups. A logged-in visitor's district is
 * stored with the event (the gateway takes it from the profile).
 */
export class AdRollups1764500000000 implements MigrationInterface {
  name = 'AdRollups1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analytics"."activities" ADD "district" varchar(32)`);
    await queryRunner.query(`
      CREATE TABLE "analytics"."ad_daily_counts" (
        "ad_id" integer NOT NULL,
        "day" date NOT NULL,
        "dimension" varchar(16) NOT NULL,
        "key" text NOT NULL,
        "count" bigint NOT NULL,
        PRIMARY KEY ("ad_id", "dimension", "day", "key")
      )`);
    await queryRunner.query(`${AD_ROLLUP_FROM_ACTIVITIES_SQL} ON CONFLICT DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics"."ad_daily_counts"`);
    await queryRunner.query(`ALTER TABLE "analytics"."activities" DROP "district"`);
  }
}
