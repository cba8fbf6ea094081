import { Module } from '@nestjs/common';
import { IdentitiesModule } from '../identities/identities.module';
import { Ratings } from './ratings.service';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

/** Reviews between buyer and seller after a sale, and the ratings they make. */
@Module({
  imports: [IdentitiesModule],
  controllers: [ReviewsController],
  providers: [ReviewsService, Ratings],
  exports: [ReviewsService, Ratings],
})
export class ReviewsModule {}
