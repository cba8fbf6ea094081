import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateContactMessages1763800100000 implements MigrationInterface {
  name = 'CreateContactMessages1763800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "accounts"."contact_messages" (
        "id" serial PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(30),
        "subject" varchar(150) NOT NULL,
        "message" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "mailed_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "contact_messages_created_at_idx" ON "accounts"."contact_messages" ("created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "accounts"."contact_messages"`);
  }
}
