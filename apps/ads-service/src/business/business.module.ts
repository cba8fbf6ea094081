import { Module } from '@nestjs/common';
import { serviceClientProvider } from '@surimarkt/server';
import { AdsModule } from '../ads/ads.module';
import { BusinessController } from './business.controller';
import { BILLING_CLIENT, BusinessSlotsService } from './business-slots.service';

/** Business packages on the ads side: slots, promotions and their limits, asked of the billing-service. */
@Module({
  imports: [AdsModule],
  controllers: [BusinessController],
  providers: [BusinessSlotsService, serviceClientProvider(BILLING_CLIENT)],
  exports: [BusinessSlotsService],
})
export class BusinessModule {}
