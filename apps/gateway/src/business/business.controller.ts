import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  type AccountUser,
  AD_INSIGHTS_MAX_ADS,
  AD_INSIGHTS_SUBJECTS,
  type AdInsights,
  ADS_SUBJECTS,
  AnalyticsQueryDto,
  BILLING_MESSAGES as M,
  BILLING_SUBJECTS as S,
  type BusinessSubscription,
  type BusinessSubscriptionResponse,
  type BusinessUsage,
  type OwnAdList,
  type PaymentHistory,
  PaymentIdDto,
  UpdateSubscriptionDto,
} from '@surimarkt/contracts';
import { type Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { SessionGuard } from '../auth/session.guard';
import { httpError } from '../common/http-error';
import { RpcClient } from '../common/rpc-client.service';

/** The business dashboard's subscription and payments (accounts spec 2.14, 7): the session's own only. */
@Controller('business')
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class BusinessController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('subscription')
  async subscription(@CurrentUser() user: AccountUser): Promise<BusinessSubscriptionResponse> {
    const [subscription, usage] = await Promise.all([
      this.rpc.send<BusinessSubscription | null>(S.subscription, { userId: user.id }),
      this.rpc.send<BusinessUsage>(ADS_SUBJECTS.businessUsage, { userId: user.id }),
    ]);
    if (!subscription) throw httpError(404, M.subscriptionNotFound);
    return { ...subscription, usage };
  }

  @Patch('subscription')
  update(@Body() body: UpdateSubscriptionDto, @CurrentUser() user: AccountUser): Promise<BusinessSubscription> {
    return this.rpc.send(S.updateSubscription, { ...body, userId: user.id });
  }

  @Post('subscription/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: AccountUser): Promise<BusinessSubscription> {
    return this.rpc.send(S.cancelSubscription, { userId: user.id });
  }

  /** Views, contact clicks, audience and search terms of the session user's own ads (dashboard tabs). */
  @Get('insights')
  async insights(@Query() query: AnalyticsQueryDto, @CurrentUser() user: AccountUser): Promise<AdInsights> {
    const own = await this.rpc.send<OwnAdList>(ADS_SUBJECTS.ownList, { userId: user.id });
    const adIds = own.ads.slice(0, AD_INSIGHTS_MAX_ADS).map((ad) => ad.id);
    return this.rpc.send(AD_INSIGHTS_SUBJECTS.insights, { adIds, days: query.days ?? 30 });
  }

  @Get('payments/history')
  history(@CurrentUser() user: AccountUser): Promise<PaymentHistory> {
    return this.rpc.send(S.paymentHistory, { userId: user.id });
  }

  @Get('payments/:id/invoice')
  async invoice(@Param() params: PaymentIdDto, @CurrentUser() user: AccountUser, @Res() res: Response): Promise<void> {
    const { filename, pdfBase64 } = await this.rpc.send<{ filename: string; pdfBase64: string }>(S.invoice, {
      userId: user.id,
      id: params.id,
    });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(Buffer.from(pdfBase64, 'base64'));
  }
}
