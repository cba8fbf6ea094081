import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { AdStatusConsumer } from './ad-status.consumer';
import { UserMailConsumer } from './user-mail.consumer';

@Module({ imports: [MailModule], providers: [AdStatusConsumer, UserMailConsumer] })
export class AdNoticesModule {}
