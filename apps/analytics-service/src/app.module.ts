import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { createHealthController, EnvModule, EventsModule, serviceTypeOrmModule } from '@surimarkt/server';
import { ActivitiesModule } from './activities/activities.module';
import { readEnv } from './config/env';
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
    ScheduleModule.forRoot(),
    ActivitiesModule,
    ReportsModule,
  ],
  controllers: [createHealthController('analytics')],
})
export class AppModule {}
