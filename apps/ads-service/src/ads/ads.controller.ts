import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Ad, type AdList, ADS_SUBJECTS, AdViewRequest, FeaturedAdsQueryDto, ListAdsQueryDto } from '@surimarkt/contracts';
import { AdsService } from './ads.service';

@Controller()
export class AdsController {
  constructor(private readonly ads: AdsService) {}

  @MessagePattern(ADS_SUBJECTS.list)
  list(@Payload() query: ListAdsQueryDto): Promise<AdList> {
    return this.ads.list(query);
  }

  @MessagePattern(ADS_SUBJECTS.featured)
  featured(@Payload() query: FeaturedAdsQueryDto): Promise<AdList> {
    return this.ads.featured(query);
  }

  @MessagePattern(ADS_SUBJECTS.view)
  view(@Payload() dto: AdViewRequest): Promise<Ad> {
    return this.ads.view(dto.id, dto.viewerId);
  }
}
