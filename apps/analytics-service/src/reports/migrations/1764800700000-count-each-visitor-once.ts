import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A seller's figures count a view, a contact and a search term at most once per visitor, ad and day, so nobody can
 * write them with a script. Each event carries its visitor (a user id, else a hash of the address with the browser);
 * the first of each per day is kept here and only that one is counted. A search term on an ad view counts only when
 * the same visitor searched for it shortly before: the searches are found by visitor.
 */
export class CountEachVisitorOnce1764800700000 implements MigrationInterface {
  name = 'CountEachVisitorOnce1764800700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analytics"."activities" ADD "visitor" varchar(40)`);
    await queryRunner.query(
      `CREATE INDEX "activities_visitor_searches_idx" ON "analytics"."activities" ("visitor", "occurred_at") WHERE "action_type" = 'search'`,
    );
    await queryRunner.query(`
      CREATE TABLE "analytics"."ad_event_visitors" (
        "ad_id" integer NOT NULL,
        "day" date NOT NULL,
        "dimension" varchar(16) NOT NULL,
        "key" text NOT NULL,
        "visitor" varchar(40) NOT NULL,
        "country" varchar(16),
        "district" varchar(32),
        PRIMARY KEY ("ad_id", "dimension", "day", "key", "visitor")
      )`);
    await queryRunner.query(`CREATE INDEX "ad_event_visitors_day_idx" ON "analytics"."ad_event_visitors" ("day")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics"."ad_event_visitors"`);
    await queryRunner.query(`DROP INDEX "analytics"."activities_visitor_searches_idx"`);
    await queryRunner.query(`ALTER TABLE "analytics"."activities" DROP "visitor"`);
  }
}
