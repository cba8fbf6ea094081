import { Injectable } from '@nestjs/common';
import {
  type ActingUserDto,
  type ConversationForUser,
  type ConversationList,
  type MessageList,
  type MissedMessageList,
  type MissedMessagesRequest,
  DELETED_USER_NAME,
} from '@surimarkt/contracts';
import { DataSource } from 'typeorm';
import { SHOWN_CONTENT } from '../ads/ad-row';
import { Identities } from '../identities/identities.service';
import {
  type ConversationRow,
  DELETED_ACCOUNT,
  type MessageRow,
  MESSAGE_COLUMNS,
  otherPartyOf,
  partysConversation,
  toMessage,
} from './conversation-row';

interface SummaryRow extends ConversationRow {
  title: string;
  images: string[];
  last_text: string | null;
  last_created_at: Date | null;
  last_sender_id: string | null;
  unread: string;
}

/** A conversation holds at most this many messages on screen; older ones stay stored. */
const MESSAGES_SHOWN = 500;
const MISSED_MAX = 200;

/** Reading conversations: only their two parties ever see them. */
@Injectable()
export class ConversationReads {
  constructor(
    private readonly dataSource: DataSource,
    private readonly identities: Identities,
  ) {}

  /** The inbox: newest conversation first, with the ad's title and photo, the other party's name and what is unread. */
  async list(dto: ActingUserDto): Promise<ConversationList> {
    const rows: SummaryRow[] = await this.dataSource.query(
      `SELECT c."id", c."ad_id", c."buyer_id", c."seller_id", c."blocked_by", ${SHOWN_CONTENT.title} AS "title",
         ${SHOWN_CONTENT.images} AS "images", m."text" AS "last_text", m."created_at" AS "last_created_at",
         m."sender_id" AS "last_sender_id",
         (SELECT count(*) FROM "ads"."messages" u WHERE u."conversation_id" = c."id" AND u."sender_id" <> $1
            AND u."created_at" > COALESCE(CASE WHEN c."buyer_id" = $1 THEN c."buyer_read_at" ELSE c."seller_read_at" END, '-infinity'))
           AS "unread"
       FROM "ads"."conversations" c
       JOIN "ads"."ads" a ON a."id" = c."ad_id"
       LEFT JOIN LATERAL (SELECT "text", "created_at", "sender_id" FROM "ads"."messages" WHERE "conversation_id" = c."id"
         ORDER BY "id" DESC LIMIT 1) m ON true
       WHERE c."buyer_id" = $1 OR c."seller_id" = $1
       ORDER BY c."last_message_at" DESC`,
      [dto.userId],
    );
    const names = await this.identities.byIds(rows.map((row) => otherPartyOf(row, dto.userId)));
    const conversations = rows.map((row) => {
      const otherId = otherPartyOf(row, dto.userId);
      return {
        id: row.id,
        adId: row.ad_id,
        adTitle: row.title,
        adImage: row.images[0] ?? null,
        otherParty: { id: otherId, displayName: names.get(otherId)?.displayName ?? DELETED_USER_NAME },
        lastMessage:
          row.last_text === null
            ? null
            : {
                text: row.last_text,
                createdAt: new Date(row.last_created_at as Date).toISOString(),
                fromMe: row.last_sender_id === dto.userId,
              },
        unread: Number(row.unread),
        isBlocked: row.blocked_by !== null,
        isPartyDeleted: row.blocked_by === DELETED_ACCOUNT,
        isBuyer: row.buyer_id === dto.userId,
      };
    });
    return { conversations, unreadTotal: conversations.reduce((sum, c) => sum + c.unread, 0) };
  }

  async messages(dto: ConversationForUser): Promise<MessageList> {
    const conversation = await partysConversation(this.dataSource.manager, dto.conversationId, dto.userId);
    const rows: MessageRow[] = await this.dataSource.query(
      `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM "ads"."messages" m WHERE m."conversation_id" = $1
         ORDER BY m."id" DESC LIMIT ${MESSAGES_SHOWN}) l
       ORDER BY "id"`,
      [conversation.id],
    );
    return { messages: rows.map((row) => toMessage(row, dto.userId)) };
  }

  /** What a live stream that dropped missed: every message of the user's conversations after the last one it saw. */
  async missed(dto: MissedMessagesRequest): Promise<MissedMessageList> {
    const rows: (MessageRow & { conversation_id: string; ad_id: number })[] = await this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS}, c."id" AS "conversation_id", c."ad_id" FROM "ads"."messages" m
       JOIN "ads"."conversations" c ON c."id" = m."conversation_id"
       WHERE (c."buyer_id" = $1 OR c."seller_id" = $1) AND m."id" > $2 ORDER BY m."id" LIMIT $3`,
      [dto.userId, dto.afterId, Math.min(dto.limit ?? MISSED_MAX, MISSED_MAX)],
    );
    return { events: rows.map((row) => ({ conversationId: row.conversation_id, adId: row.ad_id, message: toMessage(row, dto.userId) })) };
  }
}
