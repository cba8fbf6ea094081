import { Module } from '@nestjs/common';
import { AdsModule } from '../ads/ads.module';
import { BusinessModule } from '../business/business.module';
import { AdModerationService } from './ad-moderation.service';
import { DecisionConsumer } from './decision.consumer';
import { ModerationController } from './moderation.controller';

/** The ads-service's side of review: submissions announced, decisions applied, expiry and renewal. */
@Module({
  imports: [AdsModule, BusinessModule],
  controllers: [ModerationController],
  providers: [AdModerationService, DecisionConsumer],
  exports: [AdModerationService],
})
export class ModerationModule {}
