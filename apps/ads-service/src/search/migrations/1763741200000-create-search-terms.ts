import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateSearchTerms1763741200000 implements MigrationInterface {
  name = 'CreateSearchTerms1763741200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // pg_trgm ships with PostgreSQL and is a trusted extension, so a stock server can create it.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    // The vocabulary of indexed lemmas: a typo is corrected against these few words, never against every title.
    await queryRunner.query(`
      CREATE TABLE "ads"."search_terms" (
        "word" varchar(60) PRIMARY KEY,
        "doc_count" integer NOT NULL DEFAULT 0
      )`);
    // GiST (not GIN) so the nearest words come out of the index ordered by distance (KNN), with no threshold.
    await queryRunner.query(`CREATE INDEX "search_terms_word_trgm_idx" ON "ads"."search_terms" USING gist ("word" public.gist_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."search_terms"`);
  }
}
