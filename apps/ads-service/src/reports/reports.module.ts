import { Module } from '@nestjs/common';
import { AdReportsService } from './ad-reports.service';
import { ReportsController } from './reports.controller';
import { ReportsOverview } from './reports-overview.service';
import { ReviewReportsService } from './review-reports.service';

/** Reports of ads and reviews by their readers, and the operator's answers to them. */
@Module({
  controllers: [ReportsController],
  providers: [AdReportsService, ReviewReportsService, ReportsOverview],
})
export class ReportsModule {}
