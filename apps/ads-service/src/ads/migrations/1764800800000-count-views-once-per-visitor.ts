import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * An ad's public view count counts each visitor once a day (a user, else an address with its browser, hashed): the
 * visitors counted today and yesterday are kept here, so replicas agree; older days are pruned hourly.
 */
export class CountViewsOncePerVisitor1764800800000 implements MigrationInterface {
  name = 'CountViewsOncePerVisitor1764800800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."ad_view_visitors" (
        "day" date NOT NULL,
        "ad_id" integer NOT NULL,
        "visitor" varchar(40) NOT NULL,
        PRIMARY KEY ("day", "ad_id", "visitor")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."ad_view_visitors"`);
  }
}
