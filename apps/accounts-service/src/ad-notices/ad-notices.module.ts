import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { AdStatusConsumer } from './ad-status.consumer';

@Module({ imports: [MailModule], providers: [AdStatusConsumer] })
export class AdNoticesModule {}
