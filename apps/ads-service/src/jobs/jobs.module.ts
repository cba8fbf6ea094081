import { Module } from '@nestjs/common';
import { createJobsController } from '@surimarkt/server';
import { BidsModule } from '../bids/bids.module';
import { BusinessModule } from '../business/business.module';
import { PhotosModule } from '../photos/photos.module';
import { ReviewModule } from '../review/review.module';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { AdsJobs } from './ads-jobs';

@Module({
  imports: [ReviewModule, BidsModule, BusinessModule, PhotosModule, SavedSearchesModule],
  controllers: [createJobsController('ads', AdsJobs)],
  providers: [AdsJobs],
})
export class JobsModule {}
