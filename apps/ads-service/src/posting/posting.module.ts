import { Module } from '@nestjs/common';
import { AdsModule } from '../ads/ads.module';
import { BusinessModule } from '../business/business.module';
import { CategoriesModule } from '../categories/categories.module';
import { FiltersModule } from '../filters/filters.module';
import { ModerationModule } from '../moderation/moderation.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { VerifiedPhonesModule } from '../verified-phones/verified-phones.module';
import { OwnerRemovalController } from './owner-removal.controller';
import { PostingController } from './posting.controller';
import { PostingService } from './posting.service';

/** Posting: an owner's ads written, edited, listed and removed (the review and the package limits have their folders). */
@Module({
  imports: [AdsModule, CategoriesModule, FiltersModule, ModerationModule, BusinessModule, ReviewsModule, VerifiedPhonesModule],
  controllers: [PostingController, OwnerRemovalController],
  providers: [PostingService],
})
export class PostingModule {}
