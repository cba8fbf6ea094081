import { Injectable } from '@nestjs/common';
import {
  ADS_MESSAGES,
  type ConversationForUser,
  CONVERSATION_MESSAGES as M,
  ErrorCode,
  EVENT_SUBJECTS,
  type MessageSentEvent,
  type SendMessageForUser,
  type SendMessageReply,
  type StartConversationForUser,
  type StartConversationReply,
} from '@surimarkt/contracts';
import { notFound, OutboxRelay, rpcError } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type ConversationRow,
  CONVERSATION_COLUMNS,
  DELETED_ACCOUNT,
  type MessageRow,
  otherPartyOf,
  partysConversation,
  toMessage,
} from './conversation-row';
import { MessageChecks } from './message-checks.service';

/**
 * Writing in a conversation: the buyer opens one per ad (writing again about the same ad continues it), both sides
 * write, read and may block. Each stored message is announced through the outbox, in its transaction, so every
 * gateway pushes it to the parties' open pages.
 */
@Injectable()
export class ConversationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
    private readonly checks: MessageChecks,
  ) {}

  async start(dto: StartConversationForUser): Promise<StartConversationReply> {
    const { warning } = await this.checks.refuseBannedWords(dto.text);
    const reply = await this.dataSource.transaction(async (manager) => {
      const conversation = await this.buyersConversation(manager, dto.adId, dto.userId);
      const message = await this.store(manager, conversation, dto.userId, dto.text, warning);
      return { conversation: { id: conversation.id, adId: conversation.ad_id }, message: toMessage(message, dto.userId) };
    });
    void this.outbox.flush();
    return reply;
  }

  async send(dto: SendMessageForUser): Promise<SendMessageReply> {
    // A stranger learns nothing, not even that the text would have been refused.
    await partysConversation(this.dataSource.manager, dto.conversationId, dto.userId);
    const { warning } = await this.checks.refuseBannedWords(dto.text);
    const message = await this.dataSource.transaction(async (manager) => {
      const conversation = await partysConversation(manager, dto.conversationId, dto.userId, { lock: true });
      return this.store(manager, conversation, dto.userId, dto.text, warning);
    });
    void this.outbox.flush();
    return { message: toMessage(message, dto.userId) };
  }

  async read(dto: ConversationForUser): Promise<{ success: true; message: string }> {
    const conversation = await partysConversation(this.dataSource.manager, dto.conversationId, dto.userId);
    const column = conversation.buyer_id === dto.userId ? 'buyer_read_at' : 'seller_read_at';
    await this.dataSource.query(`UPDATE "ads"."conversations" SET "${column}" = now() WHERE "id" = $1`, [conversation.id]);
    return { success: true, message: M.isRead };
  }

  /**
   * Either side may block; the first block stands. A block is between two people, not about one ad: every conversation
   * of the pair is blocked, and neither can start another (store). Both can still read what was written.
   */
  async block(dto: ConversationForUser): Promise<{ success: true; message: string }> {
    const conversation = await partysConversation(this.dataSource.manager, dto.conversationId, dto.userId);
    await this.dataSource.query(
      `UPDATE "ads"."conversations" SET "blocked_by" = $3, "blocked_at" = now()
        WHERE "blocked_by" IS NULL AND (("buyer_id" = $1 AND "seller_id" = $2) OR ("buyer_id" = $2 AND "seller_id" = $1))`,
      [conversation.buyer_id, conversation.seller_id, dto.userId],
    );
    return { success: true, message: M.isBlocked };
  }

  /** The buyer's conversation about the ad, made on their first message (only about an ad that is online). */
  private async buyersConversation(manager: EntityManager, adId: number, buyerId: string): Promise<ConversationRow> {
    const [ad]: { user_id: string; status: string }[] = await manager.query(`SELECT "user_id", "status" FROM "ads"."ads" WHERE "id" = $1`, [
      adId,
    ]);
    if (!ad) throw notFound(ADS_MESSAGES.adNotFound);
    if (ad.user_id === buyerId) throw rpcError(ErrorCode.Forbidden, M.ownAd);
    const existing = await this.lockedConversation(manager, adId, buyerId);
    if (existing) return existing;
    if (ad.status !== 'approved') throw notFound(M.adUnavailable);
    // Two first messages at once: the unique (ad, buyer) lets one insert; both then continue the same conversation.
    await manager.query(
      `INSERT INTO "ads"."conversations" ("ad_id", "buyer_id", "seller_id") VALUES ($1, $2, $3)
       ON CONFLICT ("ad_id", "buyer_id") DO NOTHING`,
      [adId, buyerId, ad.user_id],
    );
    return (await this.lockedConversation(manager, adId, buyerId)) as ConversationRow;
  }

  private async lockedConversation(manager: EntityManager, adId: number, buyerId: string): Promise<ConversationRow | undefined> {
    const [row]: ConversationRow[] = await manager.query(
      `SELECT ${CONVERSATION_COLUMNS} FROM "ads"."conversations" c WHERE c."ad_id" = $1 AND c."buyer_id" = $2 FOR UPDATE`,
      [adId, buyerId],
    );
    return row;
  }

  /** Stores the message (the sender has then read everything before it) and announces it. */
  private async store(
    manager: EntityManager,
    conversation: ConversationRow,
    senderId: string,
    text: string,
    warning: boolean,
  ): Promise<MessageRow> {
    if (conversation.blocked_by === DELETED_ACCOUNT) throw rpcError(ErrorCode.Forbidden, M.partyDeleted);
    if (conversation.blocked_by || (await isPairBlocked(manager, conversation.buyer_id, conversation.seller_id))) {
      throw rpcError(ErrorCode.Forbidden, M.blocked);
    }
    await this.checks.refuseTooMany(manager, senderId);
    const [message]: MessageRow[] = await manager.query(
      `INSERT INTO "ads"."messages" ("conversation_id", "sender_id", "text", "warning") VALUES ($1, $2, $3, $4)
       RETURNING "id", "text", "created_at", "sender_id", "warning"`,
      [conversation.id, senderId, text, warning],
    );
    const readColumn = conversation.buyer_id === senderId ? 'buyer_read_at' : 'seller_read_at';
    await manager.query(`UPDATE "ads"."conversations" SET "last_message_at" = $2, "${readColumn}" = $2 WHERE "id" = $1`, [
      conversation.id,
      message.created_at,
    ]);
    const [ad]: { title: string; images: string[] | null }[] = await manager.query(
      `SELECT "title", "images" FROM "ads"."ads" WHERE "id" = $1`,
      [conversation.ad_id],
    );
    const event: Omit<MessageSentEvent, 'eventId'> = {
      conversationId: conversation.id,
      adId: conversation.ad_id,
      senderId,
      recipientId: otherPartyOf(conversation, senderId),
      message: { id: Number(message.id), text: message.text, createdAt: new Date(message.created_at).toISOString(), warning },
      adTitle: ad?.title ?? '',
      adImage: ad?.images?.[0] ?? null,
    };
    await this.outbox.add(manager, EVENT_SUBJECTS.messageSent, event as unknown as Record<string, unknown>);
    return message;
  }
}

/** Whether either of two people blocked the other in any conversation (a blocked buyer writing about another ad). */
async function isPairBlocked(manager: EntityManager, buyerId: string, sellerId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM "ads"."conversations" WHERE "blocked_by" IS NOT NULL
        AND (("buyer_id" = $1 AND "seller_id" = $2) OR ("buyer_id" = $2 AND "seller_id" = $1)) LIMIT 1`,
    [buyerId, sellerId],
  );
  return rows.length > 0;
}
