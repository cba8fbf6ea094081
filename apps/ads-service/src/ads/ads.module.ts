import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from '../categories/categories.module';
import { FiltersController } from '../filters/filters.controller';
import { FiltersService } from '../filters/filters.service';
import { AdReviewService } from '../review/ad-review.service';
import { DecisionConsumer } from '../review/decision.consumer';
import { ReviewController } from '../review/review.controller';
import { SearchModule } from '../search/search.module';
import { AdEntity } from './ad.entity';
import { AdminAdsController } from './admin-ads.controller';
import { AdminAdsService } from './admin-ads.service';
import { AdsController } from './ads.controller';
import { OwnerRemovalController } from './owner-removal.controller';
import { OwnAdsController } from './own-ads.controller';
import { OwnAdsService } from './own-ads.service';
import { AdsService } from './ads.service';
import { ViewCounter } from './view-counter.service';
import { BusinessController } from '../business/business.controller';
import { BILLING_CLIENT, BusinessSlotsService } from '../business/business-slots.service';
import { ServiceClient } from '@surimarkt/server';
import { readEnv } from '../config/env';

@Module({
  imports: [TypeOrmModule.forFeature([AdEntity]), CategoriesModule, SearchModule],
  controllers: [
    AdsController,
    AdminAdsController,
    OwnerRemovalController,
    OwnAdsController,
    ReviewController,
    FiltersController,
    BusinessController,
  ],
  providers: [
    AdsService,
    ViewCounter,
    AdminAdsService,
    FiltersService,
    OwnAdsService,
    AdReviewService,
    DecisionConsumer,
    BusinessSlotsService,
    { provide: BILLING_CLIENT, useFactory: () => new ServiceClient(readEnv().NATS_URL, readEnv().NATS_TIMEOUT_MS) },
  ],
  exports: [AdsService],
})
export class AdsModule {}
