import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type Ad,
  type AdFacets,
  AdIdDto,
  type AdList,
  type AdViews,
  AdSearchMatchRequest,
  ADS_SUBJECTS,
  AdViewRequest,
  FeaturedAdsQueryDto,
  ListAdsQueryDto,
} from '@surimarkt/contracts';
import { FacetsService } from './facets.service';
import { ListingsService } from './listings.service';

@Controller()
export class ListingsController {
  constructor(
    private readonly ads: ListingsService,
    private readonly facetsService: FacetsService,
  ) {}

  @MessagePattern(ADS_SUBJECTS.list)
  list(@Payload() query: ListAdsQueryDto): Promise<AdList> {
    return this.ads.list(query);
  }

  @MessagePattern(ADS_SUBJECTS.matchesSearch)
  matchesSearch(@Payload() dto: AdSearchMatchRequest): Promise<{ matches: boolean }> {
    return this.ads.matchesSearch(dto.id, dto.search);
  }

  @MessagePattern(ADS_SUBJECTS.facets)
  facets(@Payload() query: ListAdsQueryDto): Promise<AdFacets> {
    return this.facetsService.facets(query);
  }

  @MessagePattern(ADS_SUBJECTS.featured)
  featured(@Payload() query: FeaturedAdsQueryDto): Promise<AdList> {
    return this.ads.featured(query);
  }

  @MessagePattern(ADS_SUBJECTS.view)
  view(@Payload() dto: AdViewRequest): Promise<Ad> {
    return this.ads.view(dto.id, dto.viewerId, dto.visitor, dto.noView);
  }

  @MessagePattern(ADS_SUBJECTS.views)
  views(@Payload() dto: AdIdDto): Promise<AdViews> {
    return this.ads.viewsOf(dto.id);
  }

  /** An event: the kept page is already sent. */
  @EventPattern(ADS_SUBJECTS.viewCounted)
  viewCounted(@Payload() dto: AdViewRequest): void {
    this.ads.countView(dto.id, dto.visitor);
  }
}
