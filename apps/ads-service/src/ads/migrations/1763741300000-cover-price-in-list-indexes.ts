import { type MigrationInterface, type QueryRunner } from 'typeorm';

const APPROVED = `WHERE "status" = 'approved'`;

// Measured at 1,000,000 ads: counting a category page with a price filter read ~7,000 heap rows (38 ms).
// With the price inside the index the count is an index-only scan (2 ms). The status index moves off public
// reads, where the planner sometimes preferred it to the partial date index.
export class CoverPriceInListIndexes1763741300000 implements MigrationInterface {
  name = 'CoverPriceInListIndexes1763741300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.replace(queryRunner, {
      ads_approved_category_created_idx: `("category_id", "created_at" DESC, "id" DESC) INCLUDE ("price") ${APPROVED}`,
      ads_approved_category_location_created_idx: `("category_id", "location", "created_at" DESC, "id" DESC) INCLUDE ("price") ${APPROVED}`,
      ads_approved_location_created_idx: `("location", "created_at" DESC, "id" DESC) INCLUDE ("price") ${APPROVED}`,
    });
    await queryRunner.query(`DROP INDEX "ads"."ads_status_created_idx"`);
    await queryRunner.query(
      `CREATE INDEX "ads_unapproved_status_created_idx" ON "ads"."ads" ("status", "created_at" DESC) WHERE "status" <> 'approved'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ads"."ads_unapproved_status_created_idx"`);
    await queryRunner.query(`CREATE INDEX "ads_status_created_idx" ON "ads"."ads" ("status", "created_at" DESC)`);
    await this.replace(queryRunner, {
      ads_approved_category_created_idx: `("category_id", "created_at" DESC, "id" DESC) ${APPROVED}`,
      ads_approved_category_location_created_idx: `("category_id", "location", "created_at" DESC, "id" DESC) ${APPROVED}`,
      ads_approved_location_created_idx: `("location", "created_at" DESC, "id" DESC) ${APPROVED}`,
    });
  }

  private async replace(queryRunner: QueryRunner, indexes: Record<string, string>): Promise<void> {
    for (const [name, definition] of Object.entries(indexes)) {
      await queryRunner.query(`DROP INDEX "ads"."${name}"`);
      await queryRunner.query(`CREATE INDEX "${name}" ON "ads"."ads" ${definition}`);
    }
  }
}
