import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ActivityPublisher } from './activity-publisher';
import { AnalyticsController } from './analytics.controller';

@Module({ imports: [AuthModule], controllers: [AnalyticsController], providers: [ActivityPublisher] })
export class AnalyticsModule {}
