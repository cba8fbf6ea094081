import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AdList,
  REVIEWS_SUBJECTS,
  SellerAdsRequest,
  type SellerProfile,
  type SubjectHandlers,
  UserIdRequest,
} from '@surimarkt/contracts';
import { SellerProfiles } from './seller-profiles.service';

/** A seller's public side, each handler checked against its subject (SubjectHandlers). */
@Controller()
export class SellersController implements SubjectHandlers<Pick<typeof REVIEWS_SUBJECTS, 'profile' | 'sellerAds'>> {
  constructor(private readonly sellers: SellerProfiles) {}

  @MessagePattern(REVIEWS_SUBJECTS.profile)
  profile(@Payload() dto: UserIdRequest): Promise<SellerProfile> {
    return this.sellers.profile(dto.userId);
  }

  @MessagePattern(REVIEWS_SUBJECTS.sellerAds)
  sellerAds(@Payload() dto: SellerAdsRequest): Promise<AdList> {
    return this.sellers.ads(dto.userId, dto.page ?? 1);
  }
}
