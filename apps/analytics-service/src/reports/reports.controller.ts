import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AD_INSIGHTS_SUBJECTS, type AdInsights, AdInsightsRequest, ANALYTICS_SUBJECTS, AnalyticsReportRequest } from '@surimarkt/contracts';
import { AdInsightsService } from './ad-insights.service';
import { ReportsService } from './reports.service';

@Controller()
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly adInsights: AdInsightsService,
  ) {}

  @MessagePattern(ANALYTICS_SUBJECTS.report)
  report(@Payload() dto: AnalyticsReportRequest): Promise<unknown> {
    return this.reports.report(dto);
  }

  @MessagePattern(AD_INSIGHTS_SUBJECTS.insights)
  insights(@Payload() request: AdInsightsRequest): Promise<AdInsights> {
    return this.adInsights.insights(request);
  }
}
