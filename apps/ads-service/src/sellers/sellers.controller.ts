import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AdList, REVIEWS_SUBJECTS, SellerAdsRequest, type SellerProfile, UserIdRequest } from '@surimarkt/contracts';
import { SellerProfiles } from './seller-profiles.service';

@Controller()
export class SellersController {
  constructor(private readonly sellers: SellerProfiles) {}

  @MessagePattern(REVIEWS_SUBJECTS.profile)
  profile(@Payload() dto: UserIdRequest): Promise<SellerProfile> {
    return this.sellers.profile(dto.userId);
  }

  @MessagePattern(REVIEWS_SUBJECTS.sellerAds)
  ads(@Payload() dto: SellerAdsRequest): Promise<AdList> {
    return this.sellers.ads(dto.userId, dto.page ?? 1);
  }
}
