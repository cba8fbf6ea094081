import { Transform, Type } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { AD_LIMITS, CURRENCIES, LOCATIONS } from '../ads/ads.constants';
import { natsSubject } from '../common/nats-subject';
import { type UserIdRequest } from '../reviews/reviews.dto';
import { IsSingleLineText } from '../common/text-rules';
import { trimText } from '../common/text-transforms';
import { SAVED_SEARCH_MESSAGES as M } from './saved-searches.messages';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchFrequency,
  type SavedSearchList,
  type SavedSearchWriteResponse,
} from './saved-searches.types';

export const SAVED_SEARCHES_SUBJECTS = {
  list: natsSubject<UserIdRequest, SavedSearchList>('ads.saved-searches'),
  create: natsSubject<CreateSavedSearchForUser, SavedSearchWriteResponse>('ads.saved-search-create'),
  update: natsSubject<UpdateSavedSearchForUser, SavedSearchWriteResponse>('ads.saved-search-update'),
  remove: natsSubject<SavedSearchOfUser, { message: string }>('ads.saved-search-remove'),
  /** No login: the token is the proof */
  unsubscribe: natsSubject<UnsubscribeSavedSearchDto, { message: string }>('ads.saved-search-unsubscribe'),
} as const;

const id = { message: M.queryInvalid };

/** The page's filters; each is checked as the list's own query checks it. */
export class SavedSearchQueryDto {
  @IsOptional()
  @Transform(trimText)
  @IsString(id)
  @IsSingleLineText()
  @MaxLength(AD_LIMITS.searchMax, id)
  search?: string;

  @IsOptional()
  @IsInt(id)
  @Min(1, id)
  @Max(2147483647, id)
  categoryId?: number;

  @IsOptional()
  @IsInt(id)
  @Min(1, id)
  @Max(2147483647, id)
  subcategoryId?: number;

  @IsOptional()
  @IsIn(LOCATIONS, id)
  location?: string;

  @IsOptional()
  @IsInt(id)
  @Min(0, id)
  @Max(AD_LIMITS.priceMaxCents, id)
  minPrice?: number;

  @IsOptional()
  @IsInt(id)
  @Min(0, id)
  @Max(AD_LIMITS.priceMaxCents, id)
  maxPrice?: number;

  @IsOptional()
  @IsIn(CURRENCIES, id)
  priceCurrency?: 'EUR' | 'SRD';

  @IsOptional()
  @IsString(id)
  @MaxLength(1000, id)
  @Matches(/^\{.*\}$/s, id)
  attr?: string;

  @IsOptional()
  @Equals(true, id)
  featured?: boolean;
}

/** POST /api/saved-searches */
export class CreateSavedSearchDto {
  @IsOptional()
  @Transform(trimText)
  @IsString({ message: M.nameTooLong })
  @IsSingleLineText()
  @MaxLength(SAVED_SEARCH_NAME_MAX, { message: M.nameTooLong })
  name?: string;

  @ValidateNested({ message: M.queryInvalid })
  @Type(() => SavedSearchQueryDto)
  query: SavedSearchQueryDto;

  @IsIn(SAVED_SEARCH_FREQUENCIES, { message: M.frequencyInvalid })
  frequency: SavedSearchFrequency;
}

export class CreateSavedSearchForUser extends CreateSavedSearchDto {
  @IsUUID('all') userId: string;
}

/** PATCH /api/saved-searches/{id}: rename, change how often, pause or resume. */
export class UpdateSavedSearchDto {
  @IsOptional()
  @Transform(trimText)
  @IsString({ message: M.nameTooLong })
  @IsSingleLineText()
  @MaxLength(SAVED_SEARCH_NAME_MAX, { message: M.nameTooLong })
  name?: string;

  @IsOptional()
  @IsIn(SAVED_SEARCH_FREQUENCIES, { message: M.frequencyInvalid })
  frequency?: SavedSearchFrequency;

  @IsOptional()
  @IsBoolean({ message: M.activeInvalid })
  active?: boolean;
}

/** /api/saved-searches/{id}: the id in the path. */
export class SavedSearchIdDto {
  @Transform(({ value }) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value))
  @IsInt({ message: M.notFound })
  @Min(1, { message: M.notFound })
  @Max(2147483647, { message: M.notFound })
  id: number;
}

export class SavedSearchOfUser extends SavedSearchIdDto {
  @IsUUID('all') userId: string;
}

export class UpdateSavedSearchForUser extends UpdateSavedSearchDto {
  @IsInt() id: number;
  @IsUUID('all') userId: string;
}

/** POST /api/saved-searches/unsubscribe { token }: the link in every alert. */
export class UnsubscribeSavedSearchDto {
  @IsString({ message: M.tokenInvalid })
  @MaxLength(100, { message: M.tokenInvalid })
  @Matches(/^\d{1,10}\.[A-Za-z0-9_-]{43}$/, { message: M.tokenInvalid })
  token: string;
}
