import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** How far each photo backfill got (by ad id) and when it finished, so a restart resumes it and a finished one is skipped. */
export class CreatePhotoBackfills1764800000000 implements MigrationInterface {
  name = 'CreatePhotoBackfills1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."photo_backfills" (
        "name" varchar(80) PRIMARY KEY,
        "last_ad_id" integer NOT NULL DEFAULT 0,
        "finished_at" timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."photo_backfills"`);
  }
}
