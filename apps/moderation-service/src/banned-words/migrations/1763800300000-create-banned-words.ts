import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateBannedWords1763800300000 implements MigrationInterface {
  name = 'CreateBannedWords1763800300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "moderation"."banned_words" (
        "id" serial PRIMARY KEY,
        "word" varchar(100) NOT NULL CONSTRAINT "banned_words_word_key" UNIQUE,
        "normalized" varchar(100) NOT NULL CONSTRAINT "banned_words_normalized_key" UNIQUE CHECK ("normalized" <> ''),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "moderation"."banned_words"`);
  }
}
