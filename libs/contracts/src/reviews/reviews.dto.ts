import { Transform } from 'class-transformer';
import { IsInt, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';
import { natsSubject } from '../common/nats-subject';
import { IsMultiLineText } from '../common/text-rules';
import { trimText } from '../common/text-transforms';
import { REVIEW_MESSAGES as M } from './reviews.messages';

export const REVIEWS_SUBJECTS = {
  /** UserIdRequest → ReviewInvitationList (open invitations of the user) */
  invitations: natsSubject('ads.review-invitations'),
  /** CreateReviewForUser → { success, message } */
  create: natsSubject('ads.review-create'),
  /** UserIdRequest → ReviewList (the published reviews about the user) */
  aboutUser: natsSubject('ads.reviews-about-user'),
  /** UserIdRequest → SellerProfile */
  profile: natsSubject('ads.seller-profile'),
  /** UserIdRequest → AdList: their ads online now, newest first (at most PROFILE_ADS_MAX) */
  sellerAds: natsSubject('ads.seller-ads'),
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

/** /api/users/{id}/...: a user's id in the path. */
export class UserIdParamDto {
  @IsUUID('all', { message: M.userNotFound }) id: string;
}
