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

@Module({
  imports: [TypeOrmModule.forFeature([AdEntity]), CategoriesModule, SearchModule],
  controllers: [AdsController, AdminAdsController, OwnerRemovalController, OwnAdsController, ReviewController, FiltersController],
  providers: [AdsService, AdminAdsService, FiltersService, OwnAdsService, AdReviewService, DecisionConsumer],
  exports: [AdsService],
})
export class AdsModule {}
