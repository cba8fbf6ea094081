import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { AdStatusConsumer } from './ad-status.consumer';
import { UserMailConsumer } from './user-mail.consumer';
import { UserNotifier } from './user-notifier';

@Module({ imports: [MailModule], providers: [UserNotifier, AdStatusConsumer, UserMailConsumer] })
export class AdNoticesModule {}
