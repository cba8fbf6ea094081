import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JOB_TIME_ZONE, JOBS } from '@surimarkt/contracts';
import { type JobHandler, ServiceJobs } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { RetentionJob } from '../activities/retention.job';

/** The analytics-service's job: the nightly retention of what the privacy page promises. */
@Injectable()
export class AnalyticsJobs extends ServiceJobs {
  protected readonly handlers: Record<'retention', JobHandler>;

  constructor(dataSource: DataSource, retention: RetentionJob) {
    super(dataSource, 'analytics');
    this.handlers = { retention: () => retention.run() };
  }

  @Cron(JOBS.retention.cron, { name: 'retention', timeZone: JOB_TIME_ZONE })
  scheduledRetention(): Promise<unknown> {
    return this.runScheduled('retention');
  }
}
