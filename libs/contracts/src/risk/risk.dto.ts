import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsMultiLineText, IsSingleLineText } from '../common/text-rules';
import { trimText } from '../common/text-transforms';
import { RISK_MESSAGES as M } from './risk.messages';

export class AdRiskSignalsRequest {
  @IsInt()
  @Min(1)
  adId: number;
}

export class PendingByRiskRequest {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  limit: number;
}

/** PUT /api/admin/risk-settings. */
export class RiskSettingsDto {
  @IsInt({ message: M.thresholdInvalid })
  @Min(1, { message: M.thresholdInvalid })
  @Max(100, { message: M.thresholdInvalid })
  threshold: number;

  @IsIn(['hold', 'reject'], { message: M.actionInvalid })
  action: 'hold' | 'reject';

  @Transform(trimText)
  @IsString({ message: M.rejectReasonRequired })
  @IsNotEmpty({ message: M.rejectReasonRequired })
  @MaxLength(500, { message: M.rejectReasonRequired })
  @IsMultiLineText()
  rejectReason: string;
}

/** POST /api/admin/message-warnings and DELETE /api/admin/message-warnings: one pattern (a word or phrase). */
export class WarningPatternDto {
  @Transform(trimText)
  @IsString({ message: M.patternRequired })
  @IsNotEmpty({ message: M.patternRequired })
  @MaxLength(100, { message: M.patternTooLong })
  @IsSingleLineText()
  // Matching compares letters and digits only, as the banned words do.
  @Matches(/[\p{L}\p{N}]/u, { message: M.patternWithoutLetters })
  pattern: string;
}

export class CheckMessageRequest {
  @IsString()
  @MaxLength(20000)
  @IsMultiLineText()
  text: string;
}
