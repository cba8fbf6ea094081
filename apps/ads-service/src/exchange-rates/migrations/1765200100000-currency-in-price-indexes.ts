import { type MigrationInterface, type QueryRunner } from 'typeorm';

const APPROVED = `WHERE "status" = 'approved'`;

// A price filter or sort compares every ad converted at today's rate. Without a stored converted price (a rate
// change would rewrite every ad), a bound M in EUR becomes "EUR ads with price <= M, SRD ads with price <= M × rate":
// one range per currency. The price indexes therefore lead with the currency, so each range and each currency's
// price order is one index scan; the date indexes carry the currency beside the price, so a category page with a
// price filter still counts from the index alone.
export class CurrencyInPriceIndexes1765200100000 implements MigrationInterface {
  name = 'CurrencyInPriceIndexes1765200100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.replace(queryRunner, {
      ads_approved_price_asc_idx: `("currency", "price" ASC NULLS LAST, "id" ASC) ${APPROVED}`,
      ads_approved_price_desc_idx: `("currency", "price" DESC NULLS LAST, "id" DESC) ${APPROVED}`,
      ads_approved_category_price_asc_idx: `("category_id", "currency", "price" ASC NULLS LAST, "id" ASC) ${APPROVED}`,
      ads_approved_category_price_desc_idx: `("category_id", "currency", "price" DESC NULLS LAST, "id" DESC) ${APPROVED}`,
      ads_approved_category_created_idx: `("category_id", "created_at" DESC, "id" DESC) INCLUDE ("price", "currency") ${APPROVED}`,
      ads_approved_category_location_created_idx: `("category_id", "location", "created_at" DESC, "id" DESC) INCLUDE ("price", "currency") ${APPROVED}`,
      ads_approved_location_created_idx: `("location", "created_at" DESC, "id" DESC) INCLUDE ("price", "currency") ${APPROVED}`,
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.replace(queryRunner, {
      ads_approved_price_asc_idx: `("price" ASC NULLS LAST, "id" ASC) ${APPROVED}`,
      ads_approved_price_desc_idx: `("price" DESC NULLS LAST, "id" DESC) ${APPROVED}`,
      ads_approved_category_price_asc_idx: `("category_id", "price" ASC NULLS LAST, "id" ASC) ${APPROVED}`,
      ads_approved_category_price_desc_idx: `("category_id", "price" DESC NULLS LAST, "id" DESC) ${APPROVED}`,
      ads_approved_category_created_idx: `("category_id", "created_at" DESC, "id" DESC) INCLUDE ("price") ${APPROVED}`,
      ads_approved_category_location_created_idx: `("category_id", "location", "created_at" DESC, "id" DESC) INCLUDE ("price") ${APPROVED}`,
      ads_approved_location_created_idx: `("location", "created_at" DESC, "id" DESC) INCLUDE ("price") ${APPROVED}`,
    });
  }

  private async replace(queryRunner: QueryRunner, indexes: Record<string, string>): Promise<void> {
    for (const [name, definition] of Object.entries(indexes)) {
      await queryRunner.query(`DROP INDEX "ads"."${name}"`);
      await queryRunner.query(`CREATE INDEX "${name}" ON "ads"."ads" ${definition}`);
    }
  }
}
