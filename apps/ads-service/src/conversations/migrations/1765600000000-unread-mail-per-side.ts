import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The unread-message mail kept one time per conversation: when both sides had messages waiting, the first side's mail
// set it and the other side's messages, older than it, were never mailed. Each side now has its own.
export class UnreadMailPerSide1765600000000 implements MigrationInterface {
  name = 'UnreadMailPerSide1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "ads"."conversations" ADD COLUMN "buyer_mailed_at" timestamptz, ADD COLUMN "seller_mailed_at" timestamptz`,
    );
    await queryRunner.query(`UPDATE "ads"."conversations" SET "buyer_mailed_at" = "last_mailed_at", "seller_mailed_at" = "last_mailed_at"
      WHERE "last_mailed_at" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "ads"."conversations" DROP COLUMN "last_mailed_at"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."conversations" ADD COLUMN "last_mailed_at" timestamptz`);
    await queryRunner.query(`UPDATE "ads"."conversations" SET "last_mailed_at" = GREATEST("buyer_mailed_at", "seller_mailed_at")`);
    await queryRunner.query(`ALTER TABLE "ads"."conversations" DROP COLUMN "buyer_mailed_at", DROP COLUMN "seller_mailed_at"`);
  }
}
