import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateUsers1763800000000 implements MigrationInterface {
  name = 'CreateUsers1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "accounts"."users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "first_name" varchar(100) NOT NULL,
        "last_name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(30),
        "location" varchar(100),
        "company_name" varchar(150),
        "bio" text,
        "password_hash" varchar(255) NOT NULL,
        "is_email_verified" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_login_at" timestamptz
      )`);
    // One account per address whatever its case: Jan@x.sr and jan@x.sr are the same person.
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_lower_key" ON "accounts"."users" (lower("email"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "accounts"."users"`);
  }
}
