import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, MaxLength, Min, MinLength } from 'class-validator';
import { natsSubject } from '../common/nats-subject';
import { type ActingUserDto } from '../accounts/accounts.dto';
import {
  type ConversationList,
  type MessageList,
  type MissedMessageList,
  type SendMessageReply,
  type StartConversationReply,
} from './conversations.types';
import { IsMultiLineText } from '../common/text-rules';
import { trimText } from '../common/text-transforms';
import { CONVERSATION_MESSAGES as M } from './conversations.messages';

export const CONVERSATION_SUBJECTS = {
  /** The buyer; one conversation per buyer and ad */
  start: natsSubject<StartConversationForUser, StartConversationReply>('ads.conversation-start'),
  list: natsSubject<ActingUserDto, ConversationList>('ads.conversations-list'),
  /** The two parties only */
  messages: natsSubject<ConversationForUser, MessageList>('ads.conversation-messages'),
  send: natsSubject<SendMessageForUser, SendMessageReply>('ads.conversation-send'),
  read: natsSubject<ConversationForUser, { success: true; message: string }>('ads.conversation-read'),
  block: natsSubject<ConversationForUser, { success: true; message: string }>('ads.conversation-block'),
  missed: natsSubject<MissedMessagesRequest, MissedMessageList>('ads.conversation-missed'),
} as const;

export const MESSAGE_LIMITS = {
  textMaxLength: 2000,
  /** A sender may send this many messages per window (all conversations together). */
  perWindow: 20,
  windowMinutes: 10,
  /** A message unread this long is mailed to its recipient, at most once per conversation per mailGapMinutes. */
  unreadMailAfterMinutes: 5,
  mailGapMinutes: 15,
} as const;

/** POST /api/ads/{id}/conversations and POST /api/conversations/{id}/messages */
export class SendMessageDto {
  @Transform(trimText)
  @IsString({ message: M.textRequired })
  @MinLength(1, { message: M.textRequired })
  @MaxLength(MESSAGE_LIMITS.textMaxLength, { message: M.textTooLong })
  @IsMultiLineText()
  text: string;
}

export class StartConversationForUser extends SendMessageDto {
  @IsInt() @Min(1) adId: number;
  @IsUUID('all') userId: string;
}

export class ConversationForUser {
  @IsUUID('all', { message: M.notFound }) conversationId: string;
  @IsUUID('all') userId: string;
}

export class SendMessageForUser extends SendMessageDto {
  @IsUUID('all', { message: M.notFound }) conversationId: string;
  @IsUUID('all') userId: string;
}

/** The route's {id}: a conversation id that is no uuid is a conversation that does not exist. */
export class ConversationIdDto {
  @IsUUID('all', { message: M.notFound }) id: string;
}

export class MissedMessagesRequest {
  @IsUUID('all') userId: string;
  @IsInt() @Min(0) afterId: number;
  @IsOptional() @IsInt() @Min(1) limit?: number;
}
