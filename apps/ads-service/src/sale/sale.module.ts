import { Module } from '@nestjs/common';
import { AdsModule } from '../ads/ads.module';
import { IdentitiesModule } from '../identities/identities.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SaleController } from './sale.controller';
import { SaleService } from './sale.service';

/** Reserved and sold, and the buyer a sale names. */
@Module({ imports: [AdsModule, IdentitiesModule, ReviewsModule], controllers: [SaleController], providers: [SaleService] })
export class SaleModule {}
