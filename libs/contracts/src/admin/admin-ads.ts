import { IsSingleLineText } from '../common/text-rules';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { type OwnAd } from '../ads/ad-writes.types';
import { type AdRisk } from '../risk/risk.types';
import { natsSubject } from '../common/nats-subject';

// The back-office's ads (back-office spec 2.7, 2.10, 7): every status, pending first, with the owner's e-mail and the
// banned words the moderation-service found.
//   GET    /api/admin/ads?search=&status=&limit=100   (also GET /api/ads?admin=true&limit=100, as the spec calls it)
//   DELETE /api/ads/{id} with admin-token              → { success, message }
export const ADMIN_ADS_SUBJECTS = {
  /** AdminAdsQueryDto → { ads: (OwnAd & { userId })[], total } */
  list: natsSubject('ads.admin-list'),
  /** { userIds } → { counts: Record<userId, number> } */
  countByOwner: natsSubject('ads.count-by-owner'),
  /** { id } → { success, message } */
  remove: natsSubject('ads.admin-delete'),
  /** {} → { status, count }[]: every ad counted by status (the dashboard's 'ads by status'). */
  countByStatus: natsSubject('ads.count-by-status'),
  /** { adIds } → { flags: Record<adId, string[]> }: the banned words found in held ads (moderation-service). */
  flags: natsSubject('moderation.flags'),
} as const;

export interface AdminAd extends OwnAd {
  userId: string;
  /** The owner's account e-mail (spec: "owner e-mail"), or null when the account is gone. */
  userEmail: string | null;
  /** A pending ad's risk as the moderation-service scored it; absent before it is scored (or when it is away). */
  risk?: AdRisk;
}

export interface AdminAdList {
  ads: AdminAd[];
  total: number;
}

export class AdminAdsQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @IsSingleLineText()
  search?: string;

  @IsOptional()
  @IsIn(['pending', 'approved', 'rejected', 'expired'])
  status?: 'pending' | 'approved' | 'rejected' | 'expired';

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  offset?: number;

  /** 'risk': the pending ads with the highest risk first (contract 'Risk'). */
  @IsOptional()
  @IsIn(['risk'])
  sort?: 'risk';
}

/** The list as the gateway asks the ads-service for it: riskOrder (ad ids, highest risk first) orders the ads named. */
export class AdminAdsListRequest extends AdminAdsQueryDto {
  @IsOptional()
  @IsArray()
  @IsInt({ each: true })
  riskOrder?: number[];
}

export class OwnerIdsDto {
  @IsArray()
  @IsUUID('all', { each: true })
  userIds: string[];
}

export class AdIdsDto {
  @IsArray()
  @IsInt({ each: true })
  @Min(1, { each: true })
  adIds: number[];
}
