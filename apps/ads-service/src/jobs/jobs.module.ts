import { Module } from '@nestjs/common';
import { createJobsController } from '@surimarkt/server';
import { BidsModule } from '../bids/bids.module';
import { BusinessModule } from '../business/business.module';
import { PhotosModule } from '../photos/photos.module';
import { ModerationModule } from '../moderation/moderation.module';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { AdsJobs } from './ads-jobs';

@Module({
  imports: [ModerationModule, BidsModule, BusinessModule, PhotosModule, SavedSearchesModule],
  controllers: [createJobsController('ads', AdsJobs)],
  providers: [AdsJobs],
})
export class JobsModule {}
