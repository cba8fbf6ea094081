import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ConversationEventsController } from './conversation-events.controller';
import { ConversationsController } from './conversations.controller';
import { MessageFeed } from './message-feed.service';

/** Messages (contract "Messages") and their live stream. */
@Module({ imports: [AuthModule], controllers: [ConversationEventsController, ConversationsController], providers: [MessageFeed] })
export class ConversationsModule {}
