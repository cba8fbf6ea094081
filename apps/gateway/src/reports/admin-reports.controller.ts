import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { AdIdDto, type AdminReportList, REPORTS_SUBJECTS, type ReportReply, ReviewIdParamDto } from '@surimarkt/contracts';
import { AdminGuard } from '../admin-auth/admin.guard';
import { Audited } from '../admin-auth/audit.interceptor';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';

/**
 * The back-office's 'Meldingen': reported ads and reviews, and the operator's answers. Rejecting a reported ad is the
 * ordinary PATCH /api/ads/{id}/status, which settles its reports too.
 */
@Controller('admin')
@UseGuards(AdminGuard)
@UseInterceptors(NoStoreInterceptor)
export class AdminReportsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
  ) {}

  @Get('reports')
  list(): Promise<AdminReportList> {
    return this.rpc.send(REPORTS_SUBJECTS.list, {});
  }

  @Post('reports/:id/dismiss')
  @HttpCode(200)
  @Audited({ action: 'report.dismiss', targetType: 'ad' })
  async dismiss(@Param() params: AdIdDto): Promise<ReportReply> {
    const reply = await this.rpc.send(REPORTS_SUBJECTS.dismiss, { id: params.id });
    // Back online: in the public lists at once.
    this.cache.clear(params.id);
    return reply;
  }

  @Post('review-reports/:id/dismiss')
  @HttpCode(200)
  @Audited({ action: 'review-report.dismiss', targetType: 'review' })
  dismissReview(@Param() params: ReviewIdParamDto): Promise<ReportReply> {
    return this.rpc.send(REPORTS_SUBJECTS.dismissReview, { reviewId: params.id });
  }

  @Delete('reviews/:id')
  @Audited({ action: 'review.delete', targetType: 'review' })
  async deleteReview(@Param() params: ReviewIdParamDto): Promise<ReportReply> {
    const reply = await this.rpc.send(REPORTS_SUBJECTS.deleteReview, { reviewId: params.id });
    this.cache.clear();
    return reply;
  }
}
