import { type ConversationMessage, CONVERSATION_MESSAGES as M } from '@surimarkt/contracts';
import { notFound } from '@surimarkt/server';
import { type EntityManager } from 'typeorm';

export interface ConversationRow {
  id: string;
  ad_id: number;
  buyer_id: string;
  seller_id: string;
  blocked_by: string | null;
}

export interface MessageRow {
  id: string;
  text: string;
  created_at: Date;
  sender_id: string;
  warning: boolean;
}

/** `blocked_by` of a conversation whose other party deleted their account: closed for both, kept for the one who stays. */
export const DELETED_ACCOUNT = 'deleted-account';

export const CONVERSATION_COLUMNS = `c."id", c."ad_id", c."buyer_id", c."seller_id", c."blocked_by"`;
export const MESSAGE_COLUMNS = `m."id", m."text", m."created_at", m."sender_id", m."warning"`;

/** A message's warning is for its reader only: the sender is never told their message was flagged. */
export function toMessage(row: MessageRow, readerId: string): ConversationMessage {
  const fromMe = row.sender_id === readerId;
  return { id: Number(row.id), text: row.text, createdAt: new Date(row.created_at).toISOString(), fromMe, warning: !fromMe && row.warning };
}

/** The other side of a conversation, for the reader. */
export const otherPartyOf = (conversation: ConversationRow, readerId: string) =>
  conversation.buyer_id === readerId ? conversation.seller_id : conversation.buyer_id;

/**
 * The conversation if userId is one of its two parties. Anyone else hears it does not exist: a conversation id never
 * tells a stranger that there is something to read.
 */
export async function partysConversation(
  manager: EntityManager,
  conversationId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<ConversationRow> {
  const [conversation]: ConversationRow[] = await manager.query(
    `SELECT ${CONVERSATION_COLUMNS} FROM "ads"."conversations" c WHERE c."id" = $1 AND $2 IN (c."buyer_id", c."seller_id")
     ${options.lock ? 'FOR UPDATE' : ''}`,
    [conversationId, userId],
  );
  if (!conversation) throw notFound(M.notFound);
  return conversation;
}
