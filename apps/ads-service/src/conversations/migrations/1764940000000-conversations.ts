import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Messages between a buyer and a seller about one ad: one conversation per buyer and ad. Message ids increase, so a
 * live stream that reconnects asks for what came after the last id it saw. Each side's read time gives its unread
 * count; last_mailed_at keeps the unread-message mail to one per conversation per 15 minutes.
 */
export class Conversations1764940000000 implements MigrationInterface {
  name = 'Conversations1764940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."conversations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "ad_id" integer NOT NULL REFERENCES "ads"."ads" ("id") ON DELETE CASCADE,
        "buyer_id" varchar(64) NOT NULL,
        "seller_id" varchar(64) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_message_at" timestamptz NOT NULL DEFAULT now(),
        "buyer_read_at" timestamptz,
        "seller_read_at" timestamptz,
        "blocked_by" varchar(64),
        "blocked_at" timestamptz,
        "last_mailed_at" timestamptz,
        UNIQUE ("ad_id", "buyer_id")
      )`);
    await queryRunner.query(`CREATE INDEX "conversations_buyer_idx" ON "ads"."conversations" ("buyer_id", "last_message_at" DESC)`);
    await queryRunner.query(`CREATE INDEX "conversations_seller_idx" ON "ads"."conversations" ("seller_id", "last_message_at" DESC)`);
    await queryRunner.query(`
      CREATE TABLE "ads"."messages" (
        "id" bigserial PRIMARY KEY,
        "conversation_id" uuid NOT NULL REFERENCES "ads"."conversations" ("id") ON DELETE CASCADE,
        "sender_id" varchar(64) NOT NULL,
        "text" varchar(2000) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "messages_conversation_idx" ON "ads"."messages" ("conversation_id", "id")`);
    // The sender's rate limit counts their recent messages.
    await queryRunner.query(`CREATE INDEX "messages_sender_idx" ON "ads"."messages" ("sender_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."messages"`);
    await queryRunner.query(`DROP TABLE "ads"."conversations"`);
  }
}
