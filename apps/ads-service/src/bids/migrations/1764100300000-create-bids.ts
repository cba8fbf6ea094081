import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Bids on ads: the amount in the ad's currency, the ad's price when the bid was placed, 7 days to decide. */
export class CreateBids1764100300000 implements MigrationInterface {
  name = 'CreateBids1764100300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."bids" (
        "id" serial PRIMARY KEY,
        "ad_id" integer NOT NULL REFERENCES "ads"."ads" ("id") ON DELETE CASCADE,
        "bidder_id" varchar(36) NOT NULL,
        "bidder_name" varchar(100) NOT NULL,
        "bidder_email" varchar(254) NOT NULL,
        "bidder_phone" varchar(30),
        "amount" bigint NOT NULL,
        "currency" varchar(3) NOT NULL,
        "original_price" bigint,
        "message" text NOT NULL DEFAULT '',
        "status" varchar(10) NOT NULL DEFAULT 'pending',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "decided_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "bids_ad_idx" ON "ads"."bids" ("ad_id", "created_at" DESC)`);
    await queryRunner.query(`CREATE INDEX "bids_bidder_idx" ON "ads"."bids" ("bidder_id", "created_at" DESC)`);
    await queryRunner.query(`CREATE INDEX "bids_pending_expiry_idx" ON "ads"."bids" ("expires_at") WHERE "status" = 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."bids"`);
  }
}
