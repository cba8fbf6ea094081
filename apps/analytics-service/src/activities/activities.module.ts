import { Module } from '@nestjs/common';
import { ActivitiesConsumer } from './activities.consumer';
import { ActivitiesService } from './activities.service';
import { RetentionJob } from './retention.job';

@Module({ providers: [ActivitiesService, ActivitiesConsumer, RetentionJob], exports: [RetentionJob] })
export class ActivitiesModule {}
