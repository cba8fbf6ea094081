import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AdminAnalyticsController } from './admin-analytics.controller';

@Module({ imports: [AdminModule], controllers: [AdminAnalyticsController] })
export class AdminAnalyticsModule {}
