import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateFavourites1764000400000 implements MigrationInterface {
  name = 'CreateFavourites1764000400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // An ad that is deleted leaves its hearts with it; one heart per user and ad.
    await queryRunner.query(`
      CREATE TABLE "ads"."favourites" (
        "user_id" varchar(64) NOT NULL,
        "ad_id" integer NOT NULL REFERENCES "ads"."ads" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "ad_id")
      )`);
    await queryRunner.query(`CREATE INDEX "favourites_user_created_idx" ON "ads"."favourites" ("user_id", "created_at" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."favourites"`);
  }
}
