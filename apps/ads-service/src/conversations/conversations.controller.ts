import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ActingUserDto,
  ConversationForUser,
  type ConversationList,
  CONVERSATION_SUBJECTS,
  type MessageList,
  type MissedMessageList,
  MissedMessagesRequest,
  SendMessageForUser,
  type SendMessageReply,
  StartConversationForUser,
  type StartConversationReply,
  type SubjectHandlers,
} from '@surimarkt/contracts';
import { ConversationReads } from './conversation-reads.service';
import { ConversationsService } from './conversations.service';

/** Each handler checked against the request and answer its subject names (SubjectHandlers). */
@Controller()
export class ConversationsController implements SubjectHandlers<typeof CONVERSATION_SUBJECTS> {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly reads: ConversationReads,
  ) {}

  @MessagePattern(CONVERSATION_SUBJECTS.start)
  start(@Payload() dto: StartConversationForUser): Promise<StartConversationReply> {
    return this.conversations.start(dto);
  }

  @MessagePattern(CONVERSATION_SUBJECTS.send)
  send(@Payload() dto: SendMessageForUser): Promise<SendMessageReply> {
    return this.conversations.send(dto);
  }

  @MessagePattern(CONVERSATION_SUBJECTS.read)
  read(@Payload() dto: ConversationForUser): Promise<{ success: true; message: string }> {
    return this.conversations.read(dto);
  }

  @MessagePattern(CONVERSATION_SUBJECTS.block)
  block(@Payload() dto: ConversationForUser): Promise<{ success: true; message: string }> {
    return this.conversations.block(dto);
  }

  @MessagePattern(CONVERSATION_SUBJECTS.list)
  list(@Payload() dto: ActingUserDto): Promise<ConversationList> {
    return this.reads.list(dto);
  }

  @MessagePattern(CONVERSATION_SUBJECTS.messages)
  messages(@Payload() dto: ConversationForUser): Promise<MessageList> {
    return this.reads.messages(dto);
  }

  @MessagePattern(CONVERSATION_SUBJECTS.missed)
  missed(@Payload() dto: MissedMessagesRequest): Promise<MissedMessageList> {
    return this.reads.missed(dto);
  }
}
