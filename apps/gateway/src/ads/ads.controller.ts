import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  AD_WRITE_MESSAGES,
  ADMIN_ADS_SUBJECTS,
  ADS_SUBJECTS,
  AdIdDto,
  type AccountUser,
  type Ad,
  type AdViews,
  type AdFacets,
  type AdList,
  type AdWriteResponse,
  CreateAdDto,
  FeaturedAdsQueryDto,
  ListAdsQueryDto,
  type OwnAdList,
  PromoteAdDto,
  UpdateAdDto,
} from '@surimarkt/contracts';
import { type Request, type Response } from 'express';
import { type MaybeAdminRequest, SessionOrAdminGuard } from '../admin-auth/session-or-admin.guard';
import { CurrentUser } from '../auth/current-user.decorator';
import { requireConfirmedEmail } from '../auth/require-confirmed-email';
import { OptionalSessionGuard, SessionGuard, type SessionRequest } from '../auth/session.guard';
import { sendEncoded } from '../common/encoded-body';
import { visitorKey } from '../common/visitor-key';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';
import { ViewRecorder } from '../recently-viewed/view-recorder.service';
import { isStoreRender } from '../web-app/render-identity';
import { Audited } from '../admin-auth/audit.interceptor';

@Controller('ads')
export class AdsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
    private readonly views: ViewRecorder,
  ) {}

  @Get()
  async list(@Query() query: ListAdsQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const list = await this.cache.getOrLoadBody('ads.list', query, () => this.rpc.send<AdList>(ADS_SUBJECTS.list, query));
    sendEncoded(req, res, list, this.cache.cacheControl);
  }

  /** The counts beside the list's filters (contract 'Facets'): the list's own query, cached as the lists are. */
  @Get('facets')
  async facets(@Query() query: ListAdsQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const facets = await this.cache.getOrLoadBody('ads.facets', query, () => this.rpc.send<AdFacets>(ADS_SUBJECTS.facets, query));
    sendEncoded(req, res, facets, this.cache.cacheControl);
  }

  @Get('featured')
  async featured(@Query() query: FeaturedAdsQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const list = await this.cache.getOrLoadBody('ads.featured', query, () => this.rpc.send<AdList>(ADS_SUBJECTS.featured, query));
    sendEncoded(req, res, list, this.cache.cacheControl);
  }

  /** A logged-in user with a confirmed e-mail address posts an ad; it waits for approval (status pending). */
  @Post()
  @HttpCode(201)
  @UseGuards(SessionGuard)
  create(@Body() body: CreateAdDto, @CurrentUser() user: AccountUser): Promise<AdWriteResponse> {
    requireConfirmedEmail(user, AD_WRITE_MESSAGES.emailNotVerified);
    return this.rpc.send<AdWriteResponse>(ADS_SUBJECTS.create, { ...body, userId: user.id, accountType: user.accountType });
  }

  /** The owner's own ads, every status. Declared before ':id' so 'user' is never read as an id. */
  @Get('user')
  @UseGuards(SessionGuard)
  own(@CurrentUser() user: AccountUser, @Res({ passthrough: true }) res: Response): Promise<OwnAdList> {
    res.setHeader('Cache-Control', 'no-store');
    return this.rpc.send<OwnAdList>(ADS_SUBJECTS.ownList, { userId: user.id });
  }

  /** The owner's edit; a changed title, description or photo sends the ad back to review. */
  @Patch(':id')
  @UseGuards(SessionGuard)
  async update(@Param() params: AdIdDto, @Body() body: UpdateAdDto, @CurrentUser() user: AccountUser): Promise<AdWriteResponse> {
    const reply = await this.rpc.send<AdWriteResponse>(ADS_SUBJECTS.update, { ...body, id: params.id, userId: user.id });
    this.cache.clear(params.id);
    return reply;
  }

  /** The owner puts an expired ad online for another 30 days. */
  @Post(':id/renew')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  async renew(@Param() params: AdIdDto, @CurrentUser() user: AccountUser): Promise<AdWriteResponse> {
    const reply = await this.rpc.send<AdWriteResponse>(ADS_SUBJECTS.renew, {
      id: params.id,
      userId: user.id,
      accountType: user.accountType,
    });
    this.cache.clear(params.id);
    return reply;
  }

  /** A business owner features an ad or gives it a top listing, within the package (billing). */
  @Patch(':id/promotion')
  @UseGuards(SessionGuard)
  async promote(@Param() params: AdIdDto, @Body() body: PromoteAdDto, @CurrentUser() user: AccountUser): Promise<AdWriteResponse> {
    const reply = await this.rpc.send<AdWriteResponse>(ADS_SUBJECTS.promote, { ...body, id: params.id, userId: user.id });
    this.cache.clear(params.id);
    return reply;
  }

  /** The owner deletes their ad; the back-office (admin-token) any ad. */
  @Delete(':id')
  @Audited({ action: 'ad.delete', targetType: 'ad' })
  @UseGuards(SessionOrAdminGuard)
  async remove(@Param() params: AdIdDto, @Req() req: MaybeAdminRequest & SessionRequest): Promise<{ success: true; message: string }> {
    const reply = req.isAdmin
      ? await this.rpc.send<{ success: true; message: string }>(ADMIN_ADS_SUBJECTS.remove, { id: params.id })
      : await this.rpc.send<{ success: true; message: string }>(ADS_SUBJECTS.delete, { id: params.id, userId: req.user!.id });
    // The public lists drop it now rather than after their time-to-live.
    this.cache.clear(params.id);
    return reply;
  }

  /**
   * A public ad's views now, counting none: the ad page kept for everyone shows them through this small read, made by
   * the visitor's browser once the page is in (the page was rendered when the ad last changed).
   */
  @Get(':id/views')
  viewsNow(@Param() params: AdIdDto, @Res({ passthrough: true }) res: Response): Promise<AdViews> {
    res.setHeader('Cache-Control', 'no-store');
    return this.rpc.send<AdViews>(ADS_SUBJECTS.views, { id: params.id });
  }

  /**
   * Every read counts one view (contract), so a found ad never comes from a cache; an unknown one briefly does, for
   * guests. A logged-in owner also reads their own pending or rejected ad (to everyone else it is 404). An approved ad
   * goes into a logged-in visitor's history in the background.
   */
  @Get(':id')
  @UseGuards(OptionalSessionGuard)
  async view(@Param() params: AdIdDto, @Req() req: SessionRequest, @Res({ passthrough: true }) res: Response): Promise<Ad> {
    res.setHeader('Cache-Control', 'no-store');
    // The page kept for everyone, rendered as its ad changed: nobody viewed it.
    if (isStoreRender(req)) return this.rpc.send<Ad>(ADS_SUBJECTS.view, { id: params.id, noView: true });
    const ad = req.user
      ? await this.rpc.send<Ad>(ADS_SUBJECTS.view, { id: params.id, viewerId: req.user.id, visitor: visitorKey(req) })
      : await this.cache.unlessKnownMissing('ads.view', { id: params.id }, () =>
          this.rpc.send<Ad>(ADS_SUBJECTS.view, { id: params.id, visitor: visitorKey(req) }),
        );
    if (ad.status === 'approved') this.views.recordInBackground(req, ad.id);
    return ad;
  }
}
