import { Module } from '@nestjs/common';
import { createJobsController } from '@surimarkt/server';
import { ActivitiesModule } from '../activities/activities.module';
import { AnalyticsJobs } from './analytics-jobs';

@Module({
  imports: [ActivitiesModule],
  controllers: [createJobsController('analytics', AnalyticsJobs)],
  providers: [AnalyticsJobs],
})
export class JobsModule {}
