import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { AD_LIMITS } from '../ads/ads.constants';
import { IsMultiLineText, IsSingleLineText } from '../common/text-rules';
import { natsSubject } from '../common/nats-subject';
import { trimText } from '../common/text-transforms';
import { type OwnerDto } from '../ads/ad-writes.dto';
import { BID_MESSAGES as M, type Bid, type BidList } from './bids.types';

/** What placing, deciding or withdrawing a bid answers: the Dutch message and the bid as it is now. */
export interface BidWriteResponse {
  success: true;
  message: string;
  bid: Bid;
}

/** The bidder's own bids, each with its ad's seller. */
export interface OwnBidList {
  bids: (Bid & { sellerId: string })[];
  total: number;
}

export const BIDS_SUBJECTS = {
  place: natsSubject<PlaceBidForUser, BidWriteResponse>('ads.bids-place'),
  /** The ad's owner only */
  forAd: natsSubject<AdBidsForUser, BidList>('ads.bids-for-ad'),
  /** The ad's owner only */
  decide: natsSubject<DecideBidForUser, BidWriteResponse>('ads.bids-decide'),
  mine: natsSubject<OwnerDto, OwnBidList>('ads.bids-mine'),
  /** The bidder only, a pending bid */
  withdraw: natsSubject<WithdrawBidForUser, BidWriteResponse>('ads.bids-withdraw'),
} as const;

/** How long a pending bid waits for the seller. */
export const BID_LIFETIME_DAYS = 7;

/** POST /api/ads/{id}/bids */
export class PlaceBidDto {
  @IsInt({ message: M.amountInvalid })
  @Min(1, { message: M.amountInvalid })
  @Max(AD_LIMITS.priceMaxCents, { message: M.amountTooHigh })
  amount: number;

  @Transform(trimText)
  @IsOptional()
  @IsString({ message: M.messageTooLong })
  @MaxLength(500, { message: M.messageTooLong })
  @IsMultiLineText()
  message?: string;
}

/** The bid as the gateway passes it on: the bidder is the session's user, never the body. */
export class PlaceBidForUser extends PlaceBidDto {
  @IsInt() @Min(1) adId: number;
  @IsUUID('all') userId: string;
  @IsString() @MaxLength(100) @IsSingleLineText() bidderName: string;
  @IsEmail() bidderEmail: string;
  @IsOptional() @IsString() @MaxLength(30) @IsSingleLineText() bidderPhone?: string | null;
}

/** PATCH /api/bids/{id} */
export class DecideBidDto {
  @IsIn(['accepted', 'rejected'], { message: M.statusInvalid })
  status: 'accepted' | 'rejected';
}

export class DecideBidForUser extends DecideBidDto {
  @IsInt() @Min(1) id: number;
  @IsUUID('all') userId: string;
}

/** DELETE /api/bids/{id}: the bidder takes back a pending bid. */
export class WithdrawBidForUser {
  @IsInt() @Min(1) id: number;
  @IsUUID('all') userId: string;
}

export class AdBidsForUser {
  @IsInt() @Min(1) adId: number;
  @IsUUID('all') userId: string;
}
