import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** A truncated address beside the raw one, so the raw address (and user agent) can go after 30 days. */
export class TruncatedAddressRetention1764000100000 implements MigrationInterface {
  name = 'TruncatedAddressRetention1764000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analytics"."activities" ALTER "ip_address" DROP NOT NULL, ADD "ip_prefix" varchar(64)`);
    // Existing rows: the IPv4 /24 network (a.b.c.0); other addresses get no prefix rather than a wrong one.
    await queryRunner.query(`
      UPDATE "analytics"."activities" SET "ip_prefix" = regexp_replace("ip_address", '^(\\d+\\.\\d+\\.\\d+)\\.\\d+$', '\\1.0')
       WHERE "ip_address" ~ '^\\d+\\.\\d+\\.\\d+\\.\\d+$'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analytics"."activities" DROP "ip_prefix"`);
  }
}
