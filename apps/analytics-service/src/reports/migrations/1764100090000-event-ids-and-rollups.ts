import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { ROLLUP_FROM_ACTIVITIES_SQL, VISITORS_FROM_ACTIVITIES_SQL } from '../rollup-sql';

/**
 * Each event's id (JetStream may deliver an event twice; it is stored once), and the daily rollups the dashboard
 * reads instead of scanning millions of events: counts per day and dimension, and each day's distinct visitors.
 */
export class EventIdsAndRollups1764100090000 implements MigrationInterface {
  name = 'EventIdsAndRollups1764100090000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analytics"."activities" ADD "event_id" uuid`);
    await queryRunner.query(`CREATE UNIQUE INDEX "activities_event_id_key" ON "analytics"."activities" ("event_id")`);
    await queryRunner.query(`
      CREATE TABLE "analytics"."daily_counts" (
        "day" date NOT NULL,
        "dimension" varchar(16) NOT NULL,
        "key" text NOT NULL,
        "count" bigint NOT NULL,
        PRIMARY KEY ("dimension", "day", "key")
      )`);
    await queryRunner.query(`
      CREATE TABLE "analytics"."daily_visitors" (
        "day" date NOT NULL,
        "visitor" text NOT NULL,
        PRIMARY KEY ("day", "visitor")
      )`);
    // The events stored before the rollups existed.
    await queryRunner.query(`${ROLLUP_FROM_ACTIVITIES_SQL} ON CONFLICT DO NOTHING`);
    await queryRunner.query(`${VISITORS_FROM_ACTIVITIES_SQL} ON CONFLICT DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics"."daily_visitors", "analytics"."daily_counts"`);
    await queryRunner.query(`DROP INDEX "analytics"."activities_event_id_key"`);
    await queryRunner.query(`ALTER TABLE "analytics"."activities" DROP "event_id"`);
  }
}
