import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * One pending bid per buyer and ad (a new bid replaces it), held by a unique index so bids sent at once cannot make
 * two; the older pending duplicates made before are marked withdrawn. And at most one bid mail per ad and hour for
 * the seller: the time of the last one, and whether newer bids wait for the next digest.
 */
export class OnePendingBidPerBuyer1764800600000 implements MigrationInterface {
  name = 'OnePendingBidPerBuyer1764800600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE "ads"."bids" b SET "status" = 'withdrawn', "decided_at" = now()
       WHERE b."status" = 'pending'
         AND EXISTS (SELECT 1 FROM "ads"."bids" n WHERE n."ad_id" = b."ad_id" AND n."bidder_id" = b."bidder_id" AND n."status" = 'pending'
                       AND (n."created_at", n."id") > (b."created_at", b."id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "bids_one_pending_idx" ON "ads"."bids" ("ad_id", "bidder_id") WHERE "status" = 'pending'`);
    await queryRunner.query(`
      CREATE TABLE "ads"."bid_mail_windows" (
        "ad_id" integer PRIMARY KEY REFERENCES "ads"."ads" ("id") ON DELETE CASCADE,
        "last_mailed_at" timestamptz NOT NULL,
        "digest_due" boolean NOT NULL DEFAULT false
      )`);
    await queryRunner.query(`CREATE INDEX "bid_mail_windows_due_idx" ON "ads"."bid_mail_windows" ("last_mailed_at") WHERE "digest_due"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."bid_mail_windows"`);
    await queryRunner.query(`DROP INDEX "ads"."bids_one_pending_idx"`);
  }
}
