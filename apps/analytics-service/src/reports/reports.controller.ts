import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ANALYTICS_SUBJECTS, AnalyticsReportRequest } from '@surimarkt/contracts';
import { ReportsService } from './reports.service';

@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @MessagePattern(ANALYTICS_SUBJECTS.report)
  report(@Payload() dto: AnalyticsReportRequest): Promise<unknown> {
    return this.reports.report(dto);
  }
}
