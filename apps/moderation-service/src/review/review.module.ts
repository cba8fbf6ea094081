import { Module } from '@nestjs/common';
import { MailModule, serviceClientProvider } from '@surimarkt/server';
import { BannedWordsModule } from '../banned-words/banned-words.module';
import { RiskModule } from '../risk/risk.module';
import { ReviewController } from './review.controller';
import { SERVICES_CLIENT, ReviewService } from './review.service';
import { NewUsersConsumer } from './new-users.consumer';
import { OperatorAlertsConsumer } from './operator-alerts.consumer';
import { SubmittedAdsConsumer } from './submitted-ads.consumer';

@Module({
  imports: [BannedWordsModule, RiskModule, MailModule.forService()],
  controllers: [ReviewController],
  providers: [ReviewService, SubmittedAdsConsumer, NewUsersConsumer, OperatorAlertsConsumer, serviceClientProvider(SERVICES_CLIENT)],
  exports: [SERVICES_CLIENT],
})
export class ReviewModule {}
