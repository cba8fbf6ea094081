import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  AD_WRITE_MESSAGES, ADS_SUBJECTS, AdIdDto, type AccountUser, type Ad, type AdList, type AdWriteResponse, CreateAdDto, FeaturedAdsQueryDto,
  ListAdsQueryDto, type OwnAdList, UpdateAdDto,
} from '@surimarkt/contracts';
import { type Request, type Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import { httpError } from '../common/http-error';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';
import { ViewRecorder } from '../recently-viewed/view-recorder.service';

@Controller('ads')
export class AdsController {
  constructor(private readonly rpc: RpcClient, private readonly cache: ResponseCache, private readonly views: ViewRecorder) {}

  @Get()
  async list(@Query() query: ListAdsQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdList> {
    const list = await this.cache.getOrLoad('ads.list', query, () => this.rpc.send<AdList>(ADS_SUBJECTS.list, query));
    res.setHeader('Cache-Control', this.cache.cacheControl);
    return list;
  }

  @Get('featured')
  async featured(@Query() query: FeaturedAdsQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdList> {
    const list = await this.cache.getOrLoad('ads.featured', query, () => this.rpc.send<AdList>(ADS_SUBJECTS.featured, query));
    res.setHeader('Cache-Control', this.cache.cacheControl);
    return list;
  }

  /** A logged-in user with a confirmed e-mail address posts an ad; it waits for approval (status pending). */
  @Post()
  @HttpCode(201)
  @UseGuards(SessionGuard)
  create(@Body() body: CreateAdDto, @CurrentUser() user: AccountUser): Promise<AdWriteResponse> {
    if (!user.isEmailVerified) throw httpError(403, AD_WRITE_MESSAGES.emailNotVerified);
    return this.rpc.send<AdWriteResponse>(ADS_SUBJECTS.create, { ...body, userId: user.id });
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
    this.cache.clear();
    return reply;
  }

  @Delete(':id')
  @UseGuards(SessionGuard)
  async remove(@Param() params: AdIdDto, @CurrentUser() user: AccountUser): Promise<{ success: true; message: string }> {
    const reply = await this.rpc.send<{ success: true; message: string }>(ADS_SUBJECTS.delete, { id: params.id, userId: user.id });
    // The public lists drop it now rather than after their time-to-live.
    this.cache.clear();
    return reply;
  }

  /**
   * Every read counts one view (contract), so a found ad never comes from a cache; an unknown one briefly does.
   * A found (so approved) ad goes into a logged-in visitor's history in the background.
   */
  @Get(':id')
  async view(@Param() params: AdIdDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Ad> {
    res.setHeader('Cache-Control', 'no-store');
    const ad = await this.cache.unlessKnownMissing('ads.view', { id: params.id }, () => this.rpc.send<Ad>(ADS_SUBJECTS.view, { id: params.id }));
    this.views.recordInBackground(req, ad.id);
    return ad;
  }
}
