import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A starting blacklist of common classified-ads scam and spam terms (Dutch and English); the operator
// edits it in the back-office. Written out already normalized: a migration never imports app code.
const DEFAULT_WORDS = [
  'western union',
  'moneygram',
  'gift card',
  'cadeaukaart',
  'voorschot overmaken',
  'advance payment',
  'gegarandeerde winst',
  'guaranteed profit',
  'snel rijk',
  'get rich quick',
  'bitcoin verdubbelen',
  'piramidespel',
  'pyramid scheme',
  'namaak',
  'counterfeit',
  'nepgeld',
  'vals geld',
  'viagra',
];

export class SeedBannedWords1763800400000 implements MigrationInterface {
  name = 'SeedBannedWords1763800400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "moderation"."banned_words" ("word", "normalized") SELECT w, w FROM unnest($1::text[]) AS w ON CONFLICT DO NOTHING`,
      [DEFAULT_WORDS],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "moderation"."banned_words" WHERE "normalized" = ANY($1::text[])`, [DEFAULT_WORDS]);
  }
}
