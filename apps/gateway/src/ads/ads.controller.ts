import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ADS_SUBJECTS, AdIdDto, type Ad, type AdList, FeaturedAdsQueryDto, ListAdsQueryDto } from '@surimarkt/contracts';
import { type Response } from 'express';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';

@Controller('ads')
export class AdsController {
  constructor(private readonly rpc: RpcClient, private readonly cache: ResponseCache) {}

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

  /** Every read counts one view (contract), so a found ad never comes from a cache; an unknown one briefly does. */
  @Get(':id')
  view(@Param() params: AdIdDto, @Res({ passthrough: true }) res: Response): Promise<Ad> {
    res.setHeader('Cache-Control', 'no-store');
    return this.cache.unlessKnownMissing('ads.view', { id: params.id }, () => this.rpc.send<Ad>(ADS_SUBJECTS.view, { id: params.id }));
  }
}
