import { Module } from '@nestjs/common';
import { serviceClientProvider } from '@surimarkt/server';
import { IdentitiesModule } from '../identities/identities.module';
import { ConversationReads } from './conversation-reads.service';
import { ConversationsController } from './conversations.controller';
import { ConversationsService } from './conversations.service';
import { MessageChecks, MODERATION_CLIENT } from './message-checks.service';
import { UnreadMessageMails } from './unread-message-mails.job';

/** Messages between a buyer and a seller about an ad (issue: Berichten). */
@Module({
  imports: [IdentitiesModule],
  controllers: [ConversationsController],
  providers: [ConversationsService, ConversationReads, MessageChecks, UnreadMessageMails, serviceClientProvider(MODERATION_CLIENT)],
})
export class ConversationsModule {}
