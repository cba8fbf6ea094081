import { ArrayMaxSize, IsArray, IsInt, IsUUID, Max, Min } from 'class-validator';
import { natsSubject } from '../common/nats-subject';
import { type RecentlyViewedList } from './recently-viewed.types';

export const RECENTLY_VIEWED_SUBJECTS = {
  /** An event: the gateway records a view in the background and never waits for it. */
  record: natsSubject<RecentlyViewedAdRequest, void>('ads.recently-viewed-record'),
  list: natsSubject<RecentlyViewedUserRequest, RecentlyViewedList>('ads.recently-viewed-list'),
  merge: natsSubject<RecentlyViewedMergeRequest, RecentlyViewedList>('ads.recently-viewed-merge'),
  clear: natsSubject<RecentlyViewedUserRequest, RecentlyViewedList>('ads.recently-viewed-clear'),
  remove: natsSubject<RecentlyViewedAdRequest, RecentlyViewedList>('ads.recently-viewed-remove'),
} as const;

/** Public spec 3: the browser keeps at most 10, and so does the server. */
export const RECENTLY_VIEWED_MAX = 10;

export const RECENTLY_VIEWED_MESSAGES = {
  adIdsInvalid: `De lijst met bekeken advertenties moet uit hoogstens ${RECENTLY_VIEWED_MAX} positieve gehele getallen bestaan`,
} as const;

const invalid = { message: RECENTLY_VIEWED_MESSAGES.adIdsInvalid };

/** Body of POST /api/user/recently-viewed: the browser's list, newest first. */
export class MergeRecentlyViewedDto {
  @IsArray(invalid)
  @ArrayMaxSize(RECENTLY_VIEWED_MAX, invalid)
  @IsInt({ ...invalid, each: true })
  @Min(1, { ...invalid, each: true })
  @Max(2147483647, { ...invalid, each: true })
  adIds: number[];
}

export class RecentlyViewedUserRequest {
  @IsUUID('all') userId: string;
}

export class RecentlyViewedAdRequest extends RecentlyViewedUserRequest {
  @IsInt() @Min(1) @Max(2147483647) adId: number;
}

export class RecentlyViewedMergeRequest extends MergeRecentlyViewedDto {
  @IsUUID('all') userId: string;
}
