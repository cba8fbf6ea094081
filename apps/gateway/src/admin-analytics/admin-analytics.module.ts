import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { AdminAnalyticsController } from './admin-analytics.controller';

@Module({ imports: [AdminAuthModule], controllers: [AdminAnalyticsController] })
export class AdminAnalyticsModule {}
