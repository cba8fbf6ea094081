import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Sranan and Dutch words a search treats as one, kept by the operator; a first list so search speaks Sranan at once. */
export class SearchSynonyms1765050000000 implements MigrationInterface {
  name = 'SearchSynonyms1765050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."search_synonyms" (
        "id" serial PRIMARY KEY,
        "term" varchar(40) NOT NULL,
        "synonym" varchar(40) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CHECK ("term" <> "synonym")
      )`);
    // A pair is the same pair whichever way round it was entered.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "search_synonyms_pair_idx" ON "ads"."search_synonyms" (LEAST("term", "synonym"), GREATEST("term", "synonym"))`,
    );
    await queryRunner.query(`
      INSERT INTO "ads"."search_synonyms" ("term", "synonym") VALUES
        ('oto', 'auto'), ('wagi', 'auto'), ('oso', 'huis'), ('boto', 'boot'), ('baisigri', 'fiets'),
        ('krosi', 'kleding'), ('susu', 'schoen'), ('tafra', 'tafel'), ('sturu', 'stoel'), ('bedi', 'bed')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."search_synonyms"`);
  }
}
