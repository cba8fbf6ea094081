import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  RECENTLY_VIEWED_SUBJECTS,
  RecentlyViewedAdRequest,
  type RecentlyViewedList,
  RecentlyViewedMergeRequest,
  RecentlyViewedUserRequest,
  type SubjectHandlers,
} from '@surimarkt/contracts';
import { RecentlyViewedService } from './recently-viewed.service';

/** Recently viewed, each handler checked against its subject (SubjectHandlers). */
@Controller()
export class RecentlyViewedController implements SubjectHandlers<typeof RECENTLY_VIEWED_SUBJECTS> {
  constructor(private readonly recentlyViewed: RecentlyViewedService) {}

  /** An event: the ad page is already answered, nobody waits for this. */
  @EventPattern(RECENTLY_VIEWED_SUBJECTS.record)
  record(@Payload() dto: RecentlyViewedAdRequest): Promise<void> {
    return this.recentlyViewed.record(dto.userId, dto.adId);
  }

  @MessagePattern(RECENTLY_VIEWED_SUBJECTS.list)
  list(@Payload() dto: RecentlyViewedUserRequest): Promise<RecentlyViewedList> {
    return this.recentlyViewed.list(dto.userId);
  }

  @MessagePattern(RECENTLY_VIEWED_SUBJECTS.merge)
  merge(@Payload() dto: RecentlyViewedMergeRequest): Promise<RecentlyViewedList> {
    return this.recentlyViewed.merge(dto.userId, dto.adIds);
  }

  @MessagePattern(RECENTLY_VIEWED_SUBJECTS.clear)
  clear(@Payload() dto: RecentlyViewedUserRequest): Promise<RecentlyViewedList> {
    return this.recentlyViewed.clear(dto.userId);
  }

  @MessagePattern(RECENTLY_VIEWED_SUBJECTS.remove)
  remove(@Payload() dto: RecentlyViewedAdRequest): Promise<RecentlyViewedList> {
    return this.recentlyViewed.remove(dto.userId, dto.adId);
  }
}
