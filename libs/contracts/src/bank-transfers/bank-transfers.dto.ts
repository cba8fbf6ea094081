import { Transform } from 'class-transformer';
import { Equals, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsSingleLineText } from '../common/text-rules';
import { trimToNull } from '../common/text-transforms';
import { BANK_TRANSFER_MESSAGES as M } from './bank-transfers.messages';
import { BANK_TRANSFER_STATUSES, type BankTransferStatus } from './bank-transfers.types';

/** POST /api/bank-transfers: only the subscription's due payment is paid this way (the server prices it). */
export class CreateBankTransferDto {
  @Equals('subscription', { message: M.purposeInvalid })
  purpose: 'subscription';
}

export class CreateBankTransferRequest extends CreateBankTransferDto {
  @IsUUID('all') userId: string;
}

/** GET /api/admin/bank-transfers: by status (default pending) and a reference typed in any case, spaces or dashes. */
export class AdminBankTransferQueryDto {
  @IsOptional()
  @IsIn(BANK_TRANSFER_STATUSES, { message: M.statusInvalid })
  status?: BankTransferStatus;

  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: M.searchTooLong })
  @MaxLength(30, { message: M.searchTooLong })
  @IsSingleLineText()
  q?: string | null;
}

export class BankTransferIdDto {
  @IsUUID('all', { message: M.notFound })
  id: string;
}
