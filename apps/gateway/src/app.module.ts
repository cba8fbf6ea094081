import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { COMMON_MESSAGES } from '@surimarkt/contracts';
import { AdsModule } from './ads/ads.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { CategoriesModule } from './categories/categories.module';
import { CommonModule } from './common/common.module';
import { CounterThrottlerStorage } from './common/counter-throttler.storage';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { isStrictThrottled } from './common/strict-throttle.decorator';
import { gatewayValidationPipe } from './common/validation.pipe';
import { type Env } from './config/env';
import { ContactModule } from './contact/contact.module';
import { HealthModule } from './health/health.module';
import { SeoModule } from './seo/seo.module';
import { UploadsModule } from './uploads/uploads.module';
import { WebAppModule } from './web-app/web-app.module';

@Module({})
export class AppModule {
  static forRoot(env: Env): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CommonModule.forRoot(env),
        ThrottlerModule.forRoot({
          throttlers: [
            { name: 'default', ttl: env.THROTTLE_TTL_MS, limit: env.THROTTLE_LIMIT },
            { name: 'strict', ttl: env.THROTTLE_TTL_MS, limit: env.THROTTLE_STRICT_LIMIT, skipIf: (ctx) => !isStrictThrottled(ctx) },
          ],
          // One bucket per client address across all routes, not one per route.
          generateKey: (_ctx, tracker, name) => `${name}:${tracker}`,
          errorMessage: COMMON_MESSAGES.tooManyRequests,
          storage: new CounterThrottlerStorage(),
        }),
        AuthModule, AdsModule, CategoriesModule, SeoModule, AnalyticsModule, ContactModule, HealthModule, UploadsModule, WebAppModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_PIPE, useFactory: gatewayValidationPipe },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
    };
  }
}
