import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from '../categories/categories.module';
import { SearchModule } from '../search/search.module';
import { AdEntity } from './ad.entity';
import { AdsController } from './ads.controller';
import { OwnerRemovalController } from './owner-removal.controller';
import { OwnAdsController } from './own-ads.controller';
import { OwnAdsService } from './own-ads.service';
import { AdsService } from './ads.service';

@Module({
  imports: [TypeOrmModule.forFeature([AdEntity]), CategoriesModule, SearchModule],
  controllers: [AdsController, OwnerRemovalController, OwnAdsController],
  providers: [AdsService, OwnAdsService],
  exports: [AdsService],
})
export class AdsModule {}
