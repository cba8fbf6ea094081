import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { createHealthController, serviceTypeOrmModule } from '@surimarkt/server';
import { ActivitiesModule } from './activities/activities.module';
import { ActivityEntity } from './activities/activity.entity';
import { readEnv } from './config/env';

@Module({
  imports: [
    serviceTypeOrmModule({ schema: 'analytics', entities: [ActivityEntity], srcDir: __dirname, url: () => readEnv().DATABASE_URL, poolSize: () => readEnv().DB_POOL_SIZE }),
    ScheduleModule.forRoot(),
    ActivitiesModule,
  ],
  controllers: [createHealthController('analytics')],
})
export class AppModule {}
