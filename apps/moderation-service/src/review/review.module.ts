import { Module } from '@nestjs/common';
import { MailModule, ServiceClient } from '@surimarkt/server';
import { BannedWordsModule } from '../banned-words/banned-words.module';
import { readEnv } from '../config/env';
import { ReviewController } from './review.controller';
import { SERVICES_CLIENT, MODERATION_ENV, ReviewService } from './review.service';
import { NewUsersConsumer } from './new-users.consumer';
import { SubmittedAdsConsumer } from './submitted-ads.consumer';

@Module({
  imports: [
    BannedWordsModule,
    MailModule.register(() => {
      const env = readEnv();
      return { smtpUrl: env.SMTP_URL, dir: env.MAIL_DIR, from: env.MAIL_FROM, siteName: env.SITE_NAME, publicUrl: env.PUBLIC_URL };
    }),
  ],
  controllers: [ReviewController],
  providers: [
    ReviewService,
    SubmittedAdsConsumer,
    NewUsersConsumer,
    { provide: MODERATION_ENV, useFactory: readEnv },
    { provide: SERVICES_CLIENT, useFactory: () => new ServiceClient(readEnv().NATS_URL, readEnv().NATS_TIMEOUT_MS) },
  ],
  exports: [SERVICES_CLIENT, MODERATION_ENV],
})
export class ReviewModule {}
