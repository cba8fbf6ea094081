import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What a business package gives an ad: how many days it stays online once approved (30 for everyone else, as
 * before), and a top listing (shown first on its category's list). Few ads carry one, so a small partial index
 * finds them.
 */
export class BusinessPackages1764400200000 implements MigrationInterface {
  name = 'BusinessPackages1764400200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "ads"."ads"
        ADD "lifetime_days" smallint NOT NULL DEFAULT 30 CHECK ("lifetime_days" BETWEEN 1 AND 366),
        ADD "top_listing" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `CREATE INDEX "ads_approved_top_listing_idx" ON "ads"."ads" ("created_at" DESC, "id" DESC) WHERE "status" = 'approved' AND "top_listing"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ads"."ads_approved_top_listing_idx"`);
    await queryRunner.query(`ALTER TABLE "ads"."ads" DROP COLUMN "top_listing", DROP COLUMN "lifetime_days"`);
  }
}
