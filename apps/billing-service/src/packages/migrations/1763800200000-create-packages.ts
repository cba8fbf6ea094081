import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreatePackages1763800200000 implements MigrationInterface {
  name = 'CreatePackages1763800200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "billing"."packages" (
        "type" varchar(16) PRIMARY KEY,
        "name" varchar(50) NOT NULL,
        "price_cents" integer NOT NULL CHECK ("price_cents" > 0),
        "currency" char(3) NOT NULL DEFAULT 'EUR' CHECK ("currency" IN ('EUR', 'SRD')),
        "max_ads" integer NOT NULL CHECK ("max_ads" > 0),
        "validity_days" integer NOT NULL CHECK ("validity_days" > 0),
        "featured_ads" integer NOT NULL CHECK ("featured_ads" >= 0),
        "top_listings" integer NOT NULL CHECK ("top_listings" >= 0),
        "support_level" varchar(16) NOT NULL CHECK ("support_level" IN ('basic', 'priority', 'premium')),
        "analytics_level" varchar(16) NOT NULL CHECK ("analytics_level" IN ('none', 'basic', 'extended')),
        "is_popular" boolean NOT NULL DEFAULT false,
        "is_default" boolean NOT NULL DEFAULT false,
        "sort_order" integer NOT NULL
      )`);
    // The registration form preselects exactly one package.
    await queryRunner.query(`CREATE UNIQUE INDEX "packages_single_default_key" ON "billing"."packages" ("is_default") WHERE "is_default"`);
    // The tiers of accounts spec 9 (per month). Pro's "unlimited ads" on the registration page is the other
    // reading the spec gives; the static display's 50 ads is the one enforced.
    await queryRunner.query(`
      INSERT INTO "billing"."packages"
        ("type", "name", "price_cents", "currency", "max_ads", "validity_days", "featured_ads", "top_listings", "support_level", "analytics_level", "is_popular", "is_default", "sort_order")
      VALUES
        ('basis',   'Basis',   1000, 'EUR',  5, 30,  1, 0, 'basic',    'none',     false, false, 1),
        ('premium', 'Premium', 2000, 'EUR', 15, 45,  3, 1, 'priority', 'basic',    true,  true,  2),
        ('pro',     'Pro',     3500, 'EUR', 50, 60, 10, 5, 'premium',  'extended', false, false, 3)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "billing"."packages"`);
  }
}
