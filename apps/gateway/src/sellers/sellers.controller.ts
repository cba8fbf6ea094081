import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  type AdList,
  type ReviewList,
  REVIEWS_SUBJECTS,
  SellerAdsQueryDto,
  type SellerProfile,
  UserIdParamDto,
} from '@surimarkt/contracts';
import { RpcClient } from '../common/rpc-client.service';

/** A seller's public page: anyone may read it; it never holds an e-mail address or a phone number. */
@Controller('users/:id')
export class SellersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('profile')
  profile(@Param() params: UserIdParamDto): Promise<SellerProfile> {
    return this.rpc.send(REVIEWS_SUBJECTS.profile, { userId: params.id });
  }

  @Get('reviews')
  reviews(@Param() params: UserIdParamDto): Promise<ReviewList> {
    return this.rpc.send(REVIEWS_SUBJECTS.aboutUser, { userId: params.id });
  }

  @Get('ads')
  ads(@Param() params: UserIdParamDto, @Query() query: SellerAdsQueryDto): Promise<AdList> {
    return this.rpc.send(REVIEWS_SUBJECTS.sellerAds, { userId: params.id, page: query.page });
  }
}
