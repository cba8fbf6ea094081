import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Whether a message looked like a scam when it was sent (payment up front, a payment link): its reader is warned. */
export class WarnMessageReaders1766000100000 implements MigrationInterface {
  name = 'WarnMessageReaders1766000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."messages" ADD COLUMN "warning" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ads"."messages" DROP COLUMN "warning"`);
  }
}
