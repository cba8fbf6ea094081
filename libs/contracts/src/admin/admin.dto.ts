import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsMultiLineText } from '../common/text-rules';
import { trimText } from '../common/text-transforms';
import { ADMIN_MESSAGES as M } from './admin.messages';

export class AdminLoginDto {
  @IsString({ message: M.passwordRequired })
  @IsNotEmpty({ message: M.passwordRequired })
  @MaxLength(200, { message: M.wrongPassword })
  password: string;
}

export class AdminLoginRequest extends AdminLoginDto {
  @IsOptional()
  @IsString()
  @MaxLength(64)
  ip?: string;
}

export class AdminTokenDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

/** PATCH /api/ads/{id}/status: a rejection needs a reason that is not empty after trimming (contract). */
export class AdStatusDto {
  @IsIn(['approved', 'rejected', 'pending'], { message: M.statusInvalid })
  status: 'approved' | 'rejected' | 'pending';

  @ValidateIf((o: AdStatusDto) => o.status === 'rejected')
  @Transform(trimText)
  @IsString({ message: M.reasonRequired })
  @IsNotEmpty({ message: M.reasonRequired })
  @MaxLength(500, { message: M.reasonRequired })
  @IsMultiLineText()
  reason?: string;

  /** A rejection for fraud: the ad's photos and phone then count against the ads that come after it. */
  @IsOptional()
  @IsBoolean()
  fraud?: boolean;
}

/** The back-office's decision as the moderation-service takes it; source tells the audit log how it was made. */
export class DecideAdRequest extends AdStatusDto {
  @IsInt()
  @Min(1)
  @Max(2147483647)
  id: number;

  @IsIn(['back-office', 'email-link'])
  source: 'back-office' | 'email-link';
}

/** The decision as the ads-service applies it. */
export class ApplyDecisionRequest extends AdStatusDto {
  @IsInt()
  @Min(1)
  @Max(2147483647)
  id: number;

  @IsInt()
  @Min(1)
  decisionId: number;
}

/** POST /api/admin/email-action: the one-click link of the operator's mail. */
export class EmailActionDto {
  @IsIn(['approve', 'reject'], { message: M.actionFailed })
  action: 'approve' | 'reject';

  @Type(() => Number)
  @IsInt({ message: M.actionFailed })
  @Min(1, { message: M.actionFailed })
  @Max(2147483647, { message: M.actionFailed })
  id: number;

  @IsString({ message: M.linkInvalid })
  @Matches(/^\d{1,12}\.[A-Za-z0-9_-]{20,100}$/, { message: M.linkInvalid })
  sig: string;
}
