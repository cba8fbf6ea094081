import { Module } from '@nestjs/common';
import { AdsModule } from '../ads/ads.module';
import { AdminAdsController } from './admin-ads.controller';
import { AdminAdsService } from './admin-ads.service';

/** The back-office's reads and removals over every ad. */
@Module({ imports: [AdsModule], controllers: [AdminAdsController], providers: [AdminAdsService] })
export class AdminAdsModule {}
