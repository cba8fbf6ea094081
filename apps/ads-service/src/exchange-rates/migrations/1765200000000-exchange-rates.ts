import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The operator's EUR/SRD rates, one row per change (the newest is today's rate; the rest is its history). No ad row
// holds a converted price: a rate change writes one row here, never a million ads.
export class ExchangeRates1765200000000 implements MigrationInterface {
  name = 'ExchangeRates1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "ads"."exchange_rates" (
        "id" serial PRIMARY KEY,
        "eur_to_srd" numeric(12, 4) NOT NULL CHECK ("eur_to_srd" > 0),
        "set_at" timestamptz NOT NULL DEFAULT now()
      )`,
    );
    await queryRunner.query(`CREATE INDEX "exchange_rates_set_at_idx" ON "ads"."exchange_rates" ("set_at" DESC, "id" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."exchange_rates"`);
  }
}
