import { Module } from '@nestjs/common';
import { ActiveAdCounts } from './active-ad-counts';
import { CategoriesModule } from '../categories/categories.module';
import { IdentitiesModule } from '../identities/identities.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SellersController } from './sellers.controller';
import { SellerProfiles } from './seller-profiles.service';

/** Sellers' public pages. */
@Module({
  imports: [CategoriesModule, IdentitiesModule, ReviewsModule],
  controllers: [SellersController],
  providers: [SellerProfiles, ActiveAdCounts],
})
export class SellersModule {}
