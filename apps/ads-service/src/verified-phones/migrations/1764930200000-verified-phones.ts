import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Each user's verified number as the accounts-service announced it (userPhoneChanged); null while they have none. */
export class VerifiedPhones1764930200000 implements MigrationInterface {
  name = 'VerifiedPhones1764930200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."verified_phones" (
        "user_id" varchar(36) PRIMARY KEY,
        "phone" varchar(20),
        "changed_at" timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."verified_phones"`);
  }
}
