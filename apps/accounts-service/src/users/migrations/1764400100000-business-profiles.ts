import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The company details a business registers with (accounts spec 3); the package and its payments are the billing-service's. */
export class BusinessProfiles1764400100000 implements MigrationInterface {
  name = 'BusinessProfiles1764400100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "accounts"."business_profiles" (
        "user_id" uuid PRIMARY KEY REFERENCES "accounts"."users" ("id") ON DELETE CASCADE,
        "company_type" varchar(20) NOT NULL CHECK ("company_type" IN ('retail', 'services', 'manufacturing', 'technology', 'healthcare', 'education', 'hospitality', 'construction', 'other')),
        "description" text NOT NULL,
        "website" varchar(200),
        "whatsapp_number" varchar(30),
        "address" varchar(200) NOT NULL,
        "city" varchar(100) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "accounts"."business_profiles"`);
  }
}
