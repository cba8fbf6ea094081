import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsMultiLineText } from '../common/text-rules';
import { trimText } from '../common/text-transforms';
import { ADMIN_MESSAGES as M } from './admin.messages';

export class AdminLoginDto {
  @IsString({ message: M.passwordRequired }) @IsNotEmpty({ message: M.passwordRequired }) @MaxLength(200, { message: M.wrongPassword })
  password: string;
}

export class AdminLoginRequest extends AdminLoginDto {
  @IsOptional() @IsString() @MaxLength(64)
  ip?: string;
}

export class AdminTokenDto {
  @IsString() @IsNotEmpty() @MaxLength(200)
  token: string;
}

/** PATCH /api/ads/{id}/status: a rejection needs a reason that is not empty after trimming (contract). */
export class AdStatusDto {
  @IsIn(['approved', 'rejected', 'pending'], { message: M.statusInvalid })
  status: 'approved' | 'rejected' | 'pending';

  @ValidateIf((o: AdStatusDto) => o.status === 'rejected')
  @Transform(trimText)
  @IsString({ message: M.reasonRequired }) @IsNotEmpty({ message: M.reasonRequired }) @MaxLength(500, { message: M.reasonRequired }) @IsMultiLineText()
  reason?: string;
}

export class SetAdStatusRequest extends AdStatusDto {
  @IsInt() @Min(1) @Max(2147483647)
  id: number;
}
