import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';
import { natsSubject } from '../common/nats-subject';
import { IsMultiLineText } from '../common/text-rules';
import { trimText } from '../common/text-transforms';
import { REVIEW_MESSAGES as M } from './reviews.messages';
import { type AdList } from '../ads/ads.types';
import { PROFILE_ADS_MAX_PAGE, type ReviewInvitationList, type ReviewList, type SellerProfile } from './reviews.types';

export const REVIEWS_SUBJECTS = {
  /** Open invitations of the user */
  invitations: natsSubject<UserIdRequest, ReviewInvitationList>('ads.review-invitations'),
  create: natsSubject<CreateReviewForUser, { success: true; message: string }>('ads.review-create'),
  /** The published reviews about the user */
  aboutUser: natsSubject<UserIdRequest, ReviewList>('ads.reviews-about-user'),
  profile: natsSubject<UserIdRequest, SellerProfile>('ads.seller-profile'),
  /** A page of their ads online now, newest first (PROFILE_ADS_PAGE_SIZE), and their total */
  sellerAds: natsSubject<SellerAdsRequest, AdList>('ads.seller-ads'),
} as const;

/** POST /api/reviews */
export class CreateReviewDto {
  @IsUUID('all', { message: M.invitationUnknown })
  invitationId: string;

  @IsInt({ message: M.ratingInvalid })
  @Min(1, { message: M.ratingInvalid })
  @Max(5, { message: M.ratingInvalid })
  rating: number;

  @Transform(trimText)
  @IsString({ message: M.textRequired })
  @MinLength(1, { message: M.textRequired })
  @MaxLength(500, { message: M.textTooLong })
  @IsMultiLineText()
  text: string;
}

export class CreateReviewForUser extends CreateReviewDto {
  @IsUUID('all') userId: string;
}

/** A user named by their id: in a path (/api/users/{id}/...) or as the session's user. */
export class UserIdRequest {
  @IsUUID('all', { message: M.userNotFound }) userId: string;
}

/** ?page=2 of /api/users/{id}/ads: which page of the seller's ads (1 when left out). */
export class SellerAdsQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.pageInvalid })
  @Min(1, { message: M.pageInvalid })
  @Max(PROFILE_ADS_MAX_PAGE, { message: M.pageInvalid })
  page?: number;
}

/** The seller's ads, one page of them. */
export class SellerAdsRequest extends UserIdRequest {
  @IsOptional()
  @IsInt({ message: M.pageInvalid })
  @Min(1, { message: M.pageInvalid })
  @Max(PROFILE_ADS_MAX_PAGE, { message: M.pageInvalid })
  page?: number;
}

/** /api/users/{id}/...: a user's id in the path. */
export class UserIdParamDto {
  @IsUUID('all', { message: M.userNotFound }) id: string;
}
