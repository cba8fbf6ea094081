import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Drafts of the post-ad form: the owner's only, never public. */
export class CreateDrafts1764100100000 implements MigrationInterface {
  name = 'CreateDrafts1764100100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."drafts" (
        "id" serial PRIMARY KEY,
        "user_id" varchar(36) NOT NULL,
        "title" varchar(100) NOT NULL DEFAULT '',
        "description" text NOT NULL DEFAULT '',
        "price" bigint,
        "currency" varchar(3) NOT NULL,
        "location" varchar(100) NOT NULL DEFAULT '',
        "form_data" jsonb NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "drafts_user_idx" ON "ads"."drafts" ("user_id", "updated_at" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."drafts"`);
  }
}
