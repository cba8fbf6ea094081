import { IsInt, IsUUID, Max, Min } from 'class-validator';
import { natsSubject } from '../common/nats-subject';
import { type FavouriteIds, type FavouriteList, type FavouriteStatus } from './favourites.types';

export const FAVOURITES_SUBJECTS = {
  status: natsSubject<FavouriteRequest, FavouriteStatus>('ads.favourite-status'),
  add: natsSubject<FavouriteRequest, FavouriteStatus>('ads.favourite-add'),
  remove: natsSubject<FavouriteRequest, FavouriteStatus>('ads.favourite-remove'),
  list: natsSubject<FavouriteListRequest, FavouriteList>('ads.favourite-list'),
  ids: natsSubject<FavouriteListRequest, FavouriteIds>('ads.favourite-ids'),
} as const;

const AD_ID_INVALID = 'Het advertentienummer moet een positief geheel getal zijn';

/** Body of POST /api/favorites. */
export class FavouriteDto {
  @IsInt({ message: AD_ID_INVALID })
  @Min(1, { message: AD_ID_INVALID })
  @Max(2147483647, { message: AD_ID_INVALID })
  adId: number;
}

export class FavouriteRequest extends FavouriteDto {
  @IsUUID('all') userId: string;
}

export class FavouriteListRequest {
  @IsUUID('all') userId: string;
}
