import { IsIn, IsInt, IsOptional, IsUUID, Min } from 'class-validator';
import { natsSubject } from '../common/nats-subject';
import { type AdWriteResponse } from '../ads/ad-writes.types';
import { SALE_STATUSES, type SaleStatus } from '../ads/ads.constants';
import { SALE_MESSAGES as M } from './sale.messages';

export const SALE_SUBJECTS = {
  /** The owner only */
  set: natsSubject<SetSaleForUser, AdWriteResponse>('ads.sale-set'),
  /** The people who messaged or bid on the owner's ad */
  buyers: natsSubject<SaleBuyersRequest, SaleBuyerList>('ads.sale-buyers'),
} as const;

/** PATCH /api/ads/{id}/sale */
export class SetSaleDto {
  @IsIn(SALE_STATUSES, { message: M.statusInvalid })
  status: SaleStatus;

  /** Who bought it (sold only): someone who messaged or bid on the ad; both are then invited to review each other. */
  @IsOptional()
  @IsUUID('all', { message: M.buyerInvalid })
  buyerId?: string;
}

export class SetSaleForUser extends SetSaleDto {
  @IsInt() @Min(1) id: number;
  @IsUUID('all') userId: string;
}

export class SaleBuyersRequest {
  @IsInt() @Min(1) id: number;
  @IsUUID('all') userId: string;
}

export interface SaleBuyer {
  id: string;
  displayName: string;
  /** How they reached the seller about this ad. */
  via: 'message' | 'bid';
}

export interface SaleBuyerList {
  buyers: SaleBuyer[];
}
