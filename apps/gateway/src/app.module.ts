import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { type ClientProxy } from '@nestjs/microservices';
import { ThrottlerModule } from '@nestjs/throttler';
import { COMMON_MESSAGES } from '@surimarkt/contracts';
import { AdminModule } from './admin/admin.module';
import { CronModule } from './cron/cron.module';
import { AdsModule } from './ads/ads.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { CategoriesModule } from './categories/categories.module';
import { CommonModule } from './common/common.module';
import { NATS_CLIENT } from './common/nats-client.token';
import { openRateLimitStore, SharedThrottlerStorage } from './common/shared-throttler.storage';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { rateLimitKey, rateLimitThrottlers } from './common/rate-limit';
import { RouteThrottlerGuard } from './common/route-throttler.guard';
import { gatewayValidationPipe } from './common/validation.pipe';
import { type Env } from './config/env';
import { ContactModule } from './contact/contact.module';
import { ConversationsModule } from './conversations/conversations.module';
import { AdminAnalyticsModule } from './admin-analytics/admin-analytics.module';
import { BidsModule } from './bids/bids.module';
import { BankTransfersModule } from './bank-transfers/bank-transfers.module';
import { BusinessModule } from './business/business.module';
import { DraftsModule } from './drafts/drafts.module';
import { ExchangeRateModule } from './exchange-rate/exchange-rate.module';
import { FiltersModule } from './filters/filters.module';
import { FavouritesModule } from './favourites/favourites.module';
import { HealthModule } from './health/health.module';
import { RecentlyViewedModule } from './recently-viewed/recently-viewed.module';
import { SeoModule } from './seo/seo.module';
import { UploadsModule } from './uploads/uploads.module';
import { UserModule } from './user/user.module';
import { WebAppModule } from './web-app/web-app.module';
import { ReportsModule } from './reports/reports.module';
import { SynonymsModule } from './synonyms/synonyms.module';
import { DataExportModule } from './data-export/data-export.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
import { PushModule } from './push/push.module';
import { SaleModule } from './sale/sale.module';
import { SellersModule } from './sellers/sellers.module';

@Module({})
export class AppModule {
  static forRoot(env: Env): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CommonModule.forRoot(env),
        ThrottlerModule.forRootAsync({
          inject: [NATS_CLIENT],
          useFactory: (client: ClientProxy) => ({
            throttlers: rateLimitThrottlers(env),
            generateKey: rateLimitKey,
            errorMessage: COMMON_MESSAGES.tooManyRequests,
            // Shared by every gateway through NATS JetStream's key-value store: two gateways allow what one does.
            storage: new SharedThrottlerStorage(() =>
              openRateLimitStore(client, Math.max(...rateLimitThrottlers(env).map((throttler) => throttler.ttl as number))),
            ),
          }),
        }),
        // Express tries a request against each route in the order they were registered, which is this order: the
        // routes every visitor and probe calls come first (with the back-office's last they had 50-95 routes before them).
        HealthModule,
        AdsModule,
        CategoriesModule,
        ExchangeRateModule,
        AnalyticsModule,
        UploadsModule,
        SeoModule,
        FiltersModule,
        SellersModule,
        WebAppModule,
        AuthModule,
        UserModule,
        FavouritesModule,
        RecentlyViewedModule,
        BidsModule,
        SaleModule,
        ReviewsModule,
        SavedSearchesModule,
        PushModule,
        ReportsModule,
        SynonymsModule,
        DataExportModule,
        ConversationsModule,
        DraftsModule,
        ContactModule,
        BusinessModule,
        BankTransfersModule,
        AdminModule,
        CronModule,
        AdminAnalyticsModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: RouteThrottlerGuard },
        { provide: APP_PIPE, useFactory: gatewayValidationPipe },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
    };
  }
}
