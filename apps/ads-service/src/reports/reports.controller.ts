import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdIdDto,
  type AdminReportList,
  ReportAdForUser,
  ReportReviewForUser,
  type ReportReply,
  REPORTS_SUBJECTS,
  ReviewIdDto,
  ReviewRequestForUser,
  type SubjectHandlers,
} from '@surimarkt/contracts';
import { AdReportsService } from './ad-reports.service';
import { ReportsOverview } from './reports-overview.service';
import { ReviewReportsService } from './review-reports.service';

/** The reports' subjects, each checked against the request and answer its subject names (SubjectHandlers). */
@Controller()
export class ReportsController implements SubjectHandlers<typeof REPORTS_SUBJECTS> {
  constructor(
    private readonly ads: AdReportsService,
    private readonly reviews: ReviewReportsService,
    private readonly overview: ReportsOverview,
  ) {}

  @MessagePattern(REPORTS_SUBJECTS.reportAd)
  reportAd(@Payload() dto: ReportAdForUser): Promise<ReportReply> {
    return this.ads.report(dto);
  }

  @MessagePattern(REPORTS_SUBJECTS.requestReview)
  requestReview(@Payload() dto: ReviewRequestForUser): Promise<ReportReply> {
    return this.ads.requestReview(dto);
  }

  @MessagePattern(REPORTS_SUBJECTS.reportReview)
  reportReview(@Payload() dto: ReportReviewForUser): Promise<ReportReply> {
    return this.reviews.report(dto);
  }

  @MessagePattern(REPORTS_SUBJECTS.list)
  list(): Promise<AdminReportList> {
    return this.overview.list();
  }

  @MessagePattern(REPORTS_SUBJECTS.count)
  count(): Promise<{ open: number }> {
    return this.overview.count();
  }

  @MessagePattern(REPORTS_SUBJECTS.dismiss)
  dismiss(@Payload() dto: AdIdDto): Promise<ReportReply> {
    return this.ads.dismiss(dto.id);
  }

  @MessagePattern(REPORTS_SUBJECTS.dismissReview)
  dismissReview(@Payload() dto: ReviewIdDto): Promise<ReportReply> {
    return this.reviews.dismiss(dto.reviewId);
  }

  @MessagePattern(REPORTS_SUBJECTS.deleteReview)
  deleteReview(@Payload() dto: ReviewIdDto): Promise<ReportReply> {
    return this.reviews.remove(dto.reviewId);
  }
}
