import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { AD_LIMITS, CURRENCIES, type Currency } from '../ads/ads.constants';
import { AD_WRITE_MESSAGES } from '../ads/ad-writes.messages';
import { natsSubject } from '../common/nats-subject';
import { IsMultiLineText, IsSingleLineText } from '../common/text-rules';
import { trimText } from '../common/text-transforms';
import { type OwnerDto } from '../ads/ad-writes.dto';
import { type Draft, DRAFT_MESSAGES, type DraftList } from './drafts.types';

/** What saving a draft answers: the Dutch message and the draft as kept. */
export interface DraftWriteResponse {
  success: true;
  message: string;
  draft: Draft;
}

export const DRAFTS_SUBJECTS = {
  list: natsSubject<OwnerDto, DraftList>('ads.drafts-list'),
  save: natsSubject<DraftForUser, DraftWriteResponse>('ads.drafts-save'),
  remove: natsSubject<DraftIdForUser, { success: true; message: string }>('ads.drafts-delete'),
} as const;

/** What a draft may hold at most; a half-filled form is allowed, so nothing is required. */
export const DRAFT_LIMITS = { perUser: 20, formDataBytes: 20_000 } as const;

/** The rest of the form, bounded: a draft is the user's own scratch space, not a file store. */
function IsSmallObject(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSmallObject',
      validator: {
        validate: (value) =>
          value !== null &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          JSON.stringify(value).length <= DRAFT_LIMITS.formDataBytes,
      },
    },
    { message: DRAFT_MESSAGES.tooLarge },
  );
}

/** POST /api/drafts: a new draft, or (with the id of one's own draft) that draft updated. */
export class DraftDto {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2147483647)
  id?: number;

  @Transform(trimText)
  @IsString()
  @MaxLength(AD_LIMITS.titleMax, { message: AD_WRITE_MESSAGES.titleTooLong })
  @IsSingleLineText()
  title: string;

  @IsString()
  @MaxLength(AD_LIMITS.descriptionMax, { message: AD_WRITE_MESSAGES.descriptionTooLong })
  @IsMultiLineText()
  description: string;

  @IsOptional()
  @IsInt({ message: AD_WRITE_MESSAGES.priceInvalid })
  @Min(0, { message: AD_WRITE_MESSAGES.priceNegative })
  @Max(AD_LIMITS.priceMaxCents, { message: AD_WRITE_MESSAGES.priceTooHigh })
  price: number | null;

  @IsIn(CURRENCIES, { message: AD_WRITE_MESSAGES.currencyInvalid })
  currency: Currency;

  @Transform(trimText)
  @IsString()
  @MaxLength(100)
  @IsSingleLineText()
  location: string;

  @IsObject({ message: DRAFT_MESSAGES.tooLarge })
  @IsSmallObject()
  // Every text inside the rest of the form, however deep: the same rule as the form's own fields.
  @IsMultiLineText()
  formData: Record<string, unknown>;
}

export class DraftForUser extends DraftDto {
  @IsUUID('all') userId: string;
}

export class DraftIdForUser {
  @IsUUID('all') userId: string;
  @IsInt() @Min(1) id: number;
}
