import { createHandledEventsTableSql, createOutboxTableSql } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The review queue (one row per ad, with the banned words found), every decision taken (the audit trail, and the
 * increasing id that orders decisions), the one-click links already used, the operator's mail switches, and the
 * service's outbox and handled events.
 */
export class CreateReview1764100050000 implements MigrationInterface {
  name = 'CreateReview1764100050000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "moderation"."review_queue" (
        "ad_id" integer PRIMARY KEY,
        "user_id" uuid NOT NULL,
        "title" text NOT NULL,
        "description" text NOT NULL,
        "kind" varchar(10) NOT NULL,
        "flagged_words" text[] NOT NULL DEFAULT '{}',
        "state" varchar(10) NOT NULL DEFAULT 'pending',
        "submitted_at" timestamptz NOT NULL,
        "decided_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "review_queue_state_idx" ON "moderation"."review_queue" ("state", "submitted_at")`);
    await queryRunner.query(`
      CREATE TABLE "moderation"."decisions" (
        "id" bigserial PRIMARY KEY,
        "ad_id" integer NOT NULL,
        "status" varchar(10) NOT NULL,
        "reason" text,
        "source" varchar(20) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "decisions_ad_idx" ON "moderation"."decisions" ("ad_id")`);
    await queryRunner.query(
      `CREATE TABLE "moderation"."used_links" ("sig_hash" bytea PRIMARY KEY, "used_at" timestamptz NOT NULL DEFAULT now())`,
    );
    await queryRunner.query(`
      CREATE TABLE "moderation"."email_settings" (
        "id" smallint PRIMARY KEY CHECK ("id" = 1),
        "notify_ads" boolean NOT NULL DEFAULT true,
        "notify_users" boolean NOT NULL DEFAULT true
      )`);
    await queryRunner.query(`INSERT INTO "moderation"."email_settings" ("id") VALUES (1)`);
    await queryRunner.query(createOutboxTableSql('moderation'));
    await queryRunner.query(createHandledEventsTableSql('moderation'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "moderation"."handled_events", "moderation"."outbox", "moderation"."email_settings", "moderation"."used_links",
      "moderation"."decisions", "moderation"."review_queue"`);
  }
}
