import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { createHealthController, EventsModule, serviceTypeOrmModule } from '@surimarkt/server';
import { ActivitiesModule } from './activities/activities.module';
import { readEnv } from './config/env';
import { ReportsModule } from './reports/reports.module';

@Module({
  imports: [
    serviceTypeOrmModule({
      schema: 'analytics',
      entities: [],
      srcDir: __dirname,
      url: () => readEnv().DATABASE_URL,
      poolSize: () => readEnv().DB_POOL_SIZE,
    }),
    EventsModule.forService({ natsUrl: () => readEnv().NATS_URL }),
    ScheduleModule.forRoot(),
    ActivitiesModule,
    ReportsModule,
  ],
  controllers: [createHealthController('analytics')],
})
export class AppModule {}
