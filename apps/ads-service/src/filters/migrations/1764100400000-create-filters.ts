import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The back-office's per-category filters, and each ad's values for them (attributes). */
export class CreateFilters1764100400000 implements MigrationInterface {
  name = 'CreateFilters1764100400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."filters" (
        "id" serial PRIMARY KEY,
        "category_slug" varchar(80) NOT NULL,
        "field" varchar(40) NOT NULL,
        "label" varchar(80) NOT NULL,
        "type" varchar(10) NOT NULL,
        "options" text[],
        "placeholder" varchar(120),
        "required" boolean NOT NULL DEFAULT false,
        "sort_order" integer NOT NULL DEFAULT 0,
        "is_active" boolean NOT NULL DEFAULT true,
        UNIQUE ("category_slug", "field")
      )`);
    await queryRunner.query(`ALTER TABLE "ads"."ads" ADD "attributes" jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(
      `CREATE INDEX "ads_attributes_idx" ON "ads"."ads" USING gin ("attributes" jsonb_path_ops) WHERE "status" = 'approved'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ads"."ads_attributes_idx"`);
    await queryRunner.query(`ALTER TABLE "ads"."ads" DROP "attributes"`);
    await queryRunner.query(`DROP TABLE "ads"."filters"`);
  }
}
