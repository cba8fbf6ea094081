import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { createHealthController, EnvModule, EventsModule, serviceTypeOrmModule } from '@surimarkt/server';
import { ActivitiesModule } from './activities/activities.module';
import { readEnv } from './config/env';
import { JobsModule } from './jobs/jobs.module';
import { ReportsModule } from './reports/reports.module';

@Module({
  imports: [
    EnvModule.forRoot(readEnv),
    serviceTypeOrmModule({
      schema: 'analytics',
      entities: [],
      srcDir: __dirname,
    }),
    EventsModule.forService(),
    ActivitiesModule,
    ReportsModule,
    ScheduleModule.forRoot(),
    JobsModule,
  ],
  controllers: [createHealthController('analytics')],
})
export class AppModule {}
