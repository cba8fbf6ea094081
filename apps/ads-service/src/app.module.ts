import { DataExportModule } from './data-export/data-export.module';
import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { createHealthController, EnvModule, EventsModule, serviceTypeOrmModule } from '@surimarkt/server';
import { AdminAdsModule } from './admin-ads/admin-ads.module';
import { BidsModule } from './bids/bids.module';
import { BusinessModule } from './business/business.module';
import { CategoriesModule } from './categories/categories.module';
import { CategoryEntity } from './categories/category.entity';
import { ConversationsModule } from './conversations/conversations.module';
import { readEnv } from './config/env';
import { DraftsModule } from './drafts/drafts.module';
import { ExchangeRatesModule } from './exchange-rates/exchange-rates.module';
import { FavouritesModule } from './favourites/favourites.module';
import { FiltersModule } from './filters/filters.module';
import { JobsModule } from './jobs/jobs.module';
import { ListingsModule } from './listings/listings.module';
import { PhotosModule } from './photos/photos.module';
import { PostingModule } from './posting/posting.module';
import { ReportsModule } from './reports/reports.module';
import { RecentlyViewedModule } from './recently-viewed/recently-viewed.module';
import { ModerationModule } from './moderation/moderation.module';
import { PricesModule } from './prices/prices.module';
import { RiskModule } from './risk/risk.module';
import { SeoModule } from './seo/seo.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SaleModule } from './sale/sale.module';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
import { SellersModule } from './sellers/sellers.module';
import { VerifiedPhonesModule } from './verified-phones/verified-phones.module';

@Module({
  imports: [
    EnvModule.forRoot(readEnv),
    serviceTypeOrmModule({
      schema: 'ads',
      entities: [CategoryEntity],
      srcDir: __dirname,
    }),
    EventsModule.forService({ outboxSchema: 'ads' }),
    ScheduleModule.forRoot(),
    ExchangeRatesModule,
    CategoriesModule,
    ListingsModule,
    PostingModule,
    ModerationModule,
    BusinessModule,
    FiltersModule,
    AdminAdsModule,
    FavouritesModule,
    DraftsModule,
    BidsModule,
    RecentlyViewedModule,
    SeoModule,
    PhotosModule,
    SaleModule,
    SellersModule,
    ReviewsModule,
    VerifiedPhonesModule,
    ReportsModule,
    ConversationsModule,
    PricesModule,
    RiskModule,
    DataExportModule,
    SavedSearchesModule,
    JobsModule,
  ],
  controllers: [createHealthController('ads')],
})
export class AppModule {}
