import { Module } from '@nestjs/common';
import { createJobsController } from '@surimarkt/server';
import { BackupsController } from './backups.controller';
import { ModerationJobs } from './moderation-jobs';

@Module({ controllers: [createJobsController('moderation', ModerationJobs), BackupsController], providers: [ModerationJobs] })
export class JobsModule {}
