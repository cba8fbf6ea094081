import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Phrases that make a message's reader warned (payment up front, a transfer, a deposit, a courier, a payment or
// shortened link), in Dutch, Sranan and English; the operator edits them in the back-office beside the banned words.
// Written out already normalized (letters and digits, one space): 'bit.ly' is matched as the words 'bit ly'.
const DEFAULT_PATTERNS = [
  'vooruit betalen',
  'vooraf betalen',
  'vooruitbetaling',
  'eerst betalen',
  'eerst overmaken',
  'vooraf overmaken',
  'geld overmaken',
  'overschrijving',
  'aanbetaling',
  'borg',
  'koerier',
  'verzendkosten vooraf',
  'betaalverzoek',
  'tikkie',
  'pai fosi',
  'pay fosi',
  'moni fosi',
  'seni a moni',
  'seni moni',
  'paiman fosi',
  'pay upfront',
  'pay up front',
  'payment upfront',
  'advance payment',
  'deposit',
  'wire transfer',
  'bank transfer',
  'send the money',
  'courier',
  'paypal me',
  'revolut me',
  'buy stripe com',
  'bit ly',
  'tinyurl',
  'tiny cc',
  'goo gl',
  'is gd',
  'cutt ly',
  'rb gy',
  'shorturl at',
  't ly',
];

/**
 * The risk of each submitted ad beside its queue row (score, reasons, the other ads with the same photo), the
 * operator's choice above the threshold, rejections for fraud (they teach the next scores), and the message
 * warning patterns.
 */
export class CreateRisk1766000200000 implements MigrationInterface {
  name = 'CreateRisk1766000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "moderation"."review_queue" ADD COLUMN "risk_score" smallint,
      ADD COLUMN "risk_reasons" text[] NOT NULL DEFAULT '{}', ADD COLUMN "risk_duplicates" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(
      `CREATE INDEX "review_queue_pending_risk_idx" ON "moderation"."review_queue" ("risk_score" DESC NULLS LAST, "submitted_at") WHERE "state" = 'pending'`,
    );
    await queryRunner.query(`CREATE INDEX "review_queue_submitted_idx" ON "moderation"."review_queue" ("submitted_at")`);
    await queryRunner.query(`ALTER TABLE "moderation"."decisions" ADD COLUMN "is_fraud" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE INDEX "decisions_fraud_idx" ON "moderation"."decisions" ("ad_id") WHERE "is_fraud"`);
    await queryRunner.query(`
      CREATE TABLE "moderation"."risk_settings" (
        "id" smallint PRIMARY KEY CHECK ("id" = 1),
        "threshold" smallint NOT NULL DEFAULT 60,
        "action" varchar(10) NOT NULL DEFAULT 'hold',
        "reject_reason" text NOT NULL
      )`);
    await queryRunner.query(`INSERT INTO "moderation"."risk_settings" ("id", "reject_reason") VALUES (1, $1)`, [
      'Uw advertentie lijkt op een bekende vorm van oplichting en is daarom afgewezen.',
    ]);
    await queryRunner.query(`
      CREATE TABLE "moderation"."warning_patterns" (
        "normalized" varchar(100) PRIMARY KEY,
        "pattern" varchar(100) NOT NULL
      )`);
    await queryRunner.query(
      `INSERT INTO "moderation"."warning_patterns" ("normalized", "pattern") SELECT p, p FROM unnest($1::text[]) AS p`,
      [DEFAULT_PATTERNS],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "moderation"."warning_patterns", "moderation"."risk_settings"`);
    await queryRunner.query(`DROP INDEX "moderation"."decisions_fraud_idx"`);
    await queryRunner.query(`ALTER TABLE "moderation"."decisions" DROP COLUMN "is_fraud"`);
    await queryRunner.query(`DROP INDEX "moderation"."review_queue_submitted_idx"`);
    await queryRunner.query(`DROP INDEX "moderation"."review_queue_pending_risk_idx"`);
    await queryRunner.query(`ALTER TABLE "moderation"."review_queue" DROP COLUMN "risk_duplicates",
      DROP COLUMN "risk_reasons", DROP COLUMN "risk_score"`);
  }
}
