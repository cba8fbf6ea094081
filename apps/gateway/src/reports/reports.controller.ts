import { Body, Controller, HttpCode, Param, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  type AccountUser,
  AdIdDto,
  REPORT_MESSAGES,
  ReportDto,
  REPORTS_SUBJECTS,
  type ReportReply,
  ReviewIdParamDto,
} from '@surimarkt/contracts';
import { type Request } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { requireConfirmedEmail } from '../auth/require-confirmed-email';
import { SessionGuard } from '../auth/session.guard';
import { clientIp } from '../common/client-ip';
import { browserKey } from '../common/visitor-key';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';

/** 'Meld deze advertentie' and reporting a review (contract "Reports"): logged-in people only, once each. */
@Controller()
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class ReportsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
  ) {}

  @Post('ads/:id/reports')
  @HttpCode(201)
  async reportAd(
    @Param() params: AdIdDto,
    @Body() body: ReportDto,
    @CurrentUser() user: AccountUser,
    @Req() req: Request,
  ): Promise<ReportReply> {
    requireConfirmedEmail(user, REPORT_MESSAGES.emailNotVerified);
    const reply = await this.rpc.send(REPORTS_SUBJECTS.reportAd, {
      ...body,
      id: params.id,
      userId: user.id,
      reporterSince: user.createdAt,
      ip: clientIp(req),
      device: browserKey(req),
    });
    // The report that takes the ad offline takes it out of the cached lists and page now, not after their time-to-live.
    this.cache.clear(params.id);
    return reply;
  }

  @Post('reviews/:id/reports')
  @HttpCode(201)
  reportReview(@Param() params: ReviewIdParamDto, @Body() body: ReportDto, @CurrentUser() user: AccountUser): Promise<ReportReply> {
    requireConfirmedEmail(user, REPORT_MESSAGES.emailNotVerified);
    return this.rpc.send(REPORTS_SUBJECTS.reportReview, { ...body, reviewId: params.id, userId: user.id });
  }

  /** The owner of an ad that reports took offline asks for a review now. */
  @Post('ads/:id/review-request')
  @HttpCode(200)
  requestReview(@Param() params: AdIdDto, @CurrentUser() user: AccountUser): Promise<ReportReply> {
    return this.rpc.send(REPORTS_SUBJECTS.requestReview, { id: params.id, userId: user.id });
  }
}
