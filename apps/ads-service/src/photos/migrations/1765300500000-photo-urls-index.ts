import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The orphan-photo job asks whether any ad holds a photo url: a GIN index answers that without reading every ad. */
export class PhotoUrlsIndex1765300500000 implements MigrationInterface {
  name = 'PhotoUrlsIndex1765300500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ads_images_gin_idx" ON "ads"."ads" USING gin ("images")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ads"."ads_images_gin_idx"`);
  }
}
