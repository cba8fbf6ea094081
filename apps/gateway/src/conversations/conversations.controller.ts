import { Body, Controller, Get, HttpCode, Param, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  type AccountUser,
  AdIdDto,
  ConversationIdDto,
  type ConversationList,
  CONVERSATION_SUBJECTS,
  type MessageList,
  SendMessageDto,
  type SendMessageReply,
  type StartConversationReply,
  CONVERSATION_MESSAGES,
} from '@surimarkt/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { requireConfirmedEmail } from '../auth/require-confirmed-email';
import { SessionGuard } from '../auth/session.guard';
import { RpcClient } from '../common/rpc-client.service';

/** Messages between a buyer and a seller (contract "Messages"): the writer and reader are always the session's user. */
@Controller()
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class ConversationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('ads/:id/conversations')
  @HttpCode(201)
  start(@Param() params: AdIdDto, @Body() body: SendMessageDto, @CurrentUser() user: AccountUser): Promise<StartConversationReply> {
    requireConfirmedEmail(user, CONVERSATION_MESSAGES.emailNotVerified);
    return this.rpc.send(CONVERSATION_SUBJECTS.start, { text: body.text, adId: params.id, userId: user.id });
  }

  @Get('conversations')
  list(@CurrentUser() user: AccountUser): Promise<ConversationList> {
    return this.rpc.send(CONVERSATION_SUBJECTS.list, { userId: user.id });
  }

  @Get('conversations/:id/messages')
  messages(@Param() params: ConversationIdDto, @CurrentUser() user: AccountUser): Promise<MessageList> {
    return this.rpc.send(CONVERSATION_SUBJECTS.messages, { conversationId: params.id, userId: user.id });
  }

  @Post('conversations/:id/messages')
  @HttpCode(201)
  send(@Param() params: ConversationIdDto, @Body() body: SendMessageDto, @CurrentUser() user: AccountUser): Promise<SendMessageReply> {
    requireConfirmedEmail(user, CONVERSATION_MESSAGES.emailNotVerified);
    return this.rpc.send(CONVERSATION_SUBJECTS.send, { text: body.text, conversationId: params.id, userId: user.id });
  }

  @Post('conversations/:id/read')
  @HttpCode(200)
  read(@Param() params: ConversationIdDto, @CurrentUser() user: AccountUser): Promise<{ success: true; message: string }> {
    return this.rpc.send(CONVERSATION_SUBJECTS.read, { conversationId: params.id, userId: user.id });
  }

  @Post('conversations/:id/block')
  @HttpCode(200)
  block(@Param() params: ConversationIdDto, @CurrentUser() user: AccountUser): Promise<{ success: true; message: string }> {
    return this.rpc.send(CONVERSATION_SUBJECTS.block, { conversationId: params.id, userId: user.id });
  }
}
