import { Module } from '@nestjs/common';
import { AdInsightsService } from './ad-insights.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

@Module({ controllers: [ReportsController], providers: [ReportsService, AdInsightsService] })
export class ReportsModule {}
