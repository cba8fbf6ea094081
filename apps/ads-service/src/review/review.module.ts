import { Module } from '@nestjs/common';
import { AdsModule } from '../ads/ads.module';
import { BusinessModule } from '../business/business.module';
import { AdReviewService } from './ad-review.service';
import { DecisionConsumer } from './decision.consumer';
import { ReviewController } from './review.controller';

/** The ads-service's side of review: submissions announced, decisions applied, expiry and renewal. */
@Module({
  imports: [AdsModule, BusinessModule],
  controllers: [ReviewController],
  providers: [AdReviewService, DecisionConsumer],
  exports: [AdReviewService],
})
export class ReviewModule {}
