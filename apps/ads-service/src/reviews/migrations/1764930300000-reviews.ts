import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A sale to someone who messaged or bid invites both sides once (one invitation per ad and reviewer); a review
 * answers one invitation. The ad may go; the review stays (its title is kept on the invitation).
 */
export class Reviews1764930300000 implements MigrationInterface {
  name = 'Reviews1764930300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."review_invitations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "ad_id" integer NOT NULL,
        "ad_title" varchar(100) NOT NULL,
        "reviewer_id" varchar(36) NOT NULL,
        "reviewee_id" varchar(36) NOT NULL,
        "reviewee_role" varchar(6) NOT NULL CHECK ("reviewee_role" IN ('seller', 'buyer')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        UNIQUE ("ad_id", "reviewer_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "review_invitations_open_idx" ON "ads"."review_invitations" ("reviewer_id", "expires_at") WHERE "used_at" IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "ads"."reviews" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "invitation_id" uuid NOT NULL UNIQUE REFERENCES "ads"."review_invitations" ("id") ON DELETE CASCADE,
        "ad_id" integer NOT NULL,
        "reviewer_id" varchar(36) NOT NULL,
        "reviewee_id" varchar(36) NOT NULL,
        "reviewee_role" varchar(6) NOT NULL,
        "rating" smallint NOT NULL CHECK ("rating" BETWEEN 1 AND 5),
        "text" varchar(500) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "reviews_reviewee_idx" ON "ads"."reviews" ("reviewee_id", "created_at" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."reviews"`);
    await queryRunner.query(`DROP TABLE "ads"."review_invitations"`);
  }
}
