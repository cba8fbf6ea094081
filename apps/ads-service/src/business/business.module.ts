import { Module } from '@nestjs/common';
import { ServiceClient } from '@surimarkt/server';
import { AdsModule } from '../ads/ads.module';
import { ADS_ENV, type Env } from '../config/env';
import { BusinessController } from './business.controller';
import { BILLING_CLIENT, BusinessSlotsService } from './business-slots.service';

/** Business packages on the ads side: slots, promotions and their limits, asked of the billing-service. */
@Module({
  imports: [AdsModule],
  controllers: [BusinessController],
  providers: [
    BusinessSlotsService,
    { provide: BILLING_CLIENT, useFactory: (env: Env) => new ServiceClient(env.NATS_URL, env.NATS_TIMEOUT_MS), inject: [ADS_ENV] },
  ],
  exports: [BusinessSlotsService],
})
export class BusinessModule {}
