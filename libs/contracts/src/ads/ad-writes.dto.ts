import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { IsMultiLineText, IsSingleLineText } from '../common/text-rules';
import { PHONE_PATTERN, trimText, trimToNull } from '../common/text-transforms';
import { AD_LIMITS, CURRENCIES, type Currency, LOCATIONS } from './ads.constants';
import { AD_WRITE_MESSAGES as M } from './ad-writes.messages';

// The post-ad form's rules (public spec 5), checked by the gateway and again by the ads-service, with the form's
// Dutch messages. The Bunkopu Seri price caps need the category, so the ads-service checks those.

/** The uploads this product made: '/uploads/ads/<year>/<month>/<random>.webp' (the gateway's upload route). */
// An upload's own address: 16 random bytes in base64url (photo-variants.ts), never one of its widths ('…-w320.webp').
export const UPLOADED_PHOTO_URL = /^\/uploads\/ads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}\.webp$/;

export class CreateAdDto {
  @Transform(trimText)
  @IsString({ message: M.titleRequired })
  @IsNotEmpty({ message: M.titleRequired })
  @MaxLength(AD_LIMITS.titleMax, { message: M.titleTooLong })
  @IsSingleLineText()
  title: string;

  @Transform(trimText)
  @IsString({ message: M.descriptionRequired })
  @IsNotEmpty({ message: M.descriptionRequired })
  @MaxLength(AD_LIMITS.descriptionMax, { message: M.descriptionTooLong })
  @IsMultiLineText()
  description: string;

  /** Integer cents; null is 'Prijs op aanvraag'. */
  @IsOptional()
  @IsInt({ message: M.priceInvalid })
  @Min(0, { message: M.priceNegative })
  @Max(AD_LIMITS.priceMaxCents, { message: M.priceTooHigh })
  price: number | null;

  @IsIn(CURRENCIES, { message: M.currencyInvalid })
  currency: Currency;

  @IsInt({ message: M.categoryRequired })
  @Min(1, { message: M.categoryRequired })
  categoryId: number;

  @IsOptional()
  @IsInt({ message: M.subcategoryInvalid })
  @Min(1, { message: M.subcategoryInvalid })
  subcategoryId?: number | null;

  @Transform(trimText)
  @IsIn(LOCATIONS, { message: M.locationRequired })
  location: string;

  @Transform(trimText)
  @IsString({ message: M.phoneRequired })
  @IsNotEmpty({ message: M.phoneRequired })
  @Matches(PHONE_PATTERN, { message: M.phoneInvalid })
  phone: string;

  @Transform(trimToNull)
  @IsOptional()
  @IsEmail({}, { message: M.emailInvalid })
  @MaxLength(254, { message: M.emailInvalid })
  email?: string | null;

  @Equals(true, { message: M.termsRequired })
  agreeToTerms: boolean;

  @IsArray({ message: M.imagesInvalid })
  @ArrayMaxSize(AD_LIMITS.photosMax, { message: M.tooManyPhotos })
  @Matches(UPLOADED_PHOTO_URL, { each: true, message: M.imagesInvalid })
  images: string[];

  /** The category's filter fields (filters/filters.ts), checked against its definitions by the ads-service. */
  @IsOptional()
  @IsObject()
  @IsSingleLineText()
  @ValidateBy({ name: 'smallAttributes', validator: { validate: (v) => JSON.stringify(v ?? {}).length <= 2000 } })
  attributes?: Record<string, string | number | boolean>;
}

/** Body of PATCH /api/ads/{id}: the edit dialog's rules (accounts spec 5), a price is required there. */
export class UpdateAdDto {
  @Transform(trimText)
  @IsString({ message: M.titleRequired })
  @IsNotEmpty({ message: M.titleRequired })
  @MaxLength(AD_LIMITS.titleMax, { message: M.editTitleTooLong })
  @IsSingleLineText()
  title: string;

  @Transform(trimText)
  @IsString({ message: M.descriptionRequired })
  @IsNotEmpty({ message: M.descriptionRequired })
  @MaxLength(AD_LIMITS.descriptionMax, { message: M.editDescriptionTooLong })
  @IsMultiLineText()
  description: string;

  @IsInt({ message: M.editPriceRequired })
  @Min(0, { message: M.priceNegative })
  @Max(AD_LIMITS.priceMaxCents, { message: M.priceTooHigh })
  price: number;

  @IsIn(CURRENCIES, { message: M.currencyInvalid })
  currency: Currency;

  @Transform(trimText)
  @IsIn(LOCATIONS, { message: M.locationRequired })
  location: string;

  @IsInt({ message: M.categoryRequired })
  @Min(1, { message: M.categoryRequired })
  categoryId: number;

  @IsOptional()
  @IsInt({ message: M.subcategoryInvalid })
  @Min(1, { message: M.subcategoryInvalid })
  subcategoryId?: number | null;

  @Transform(trimText)
  @IsString({ message: M.phoneRequired })
  @IsNotEmpty({ message: M.phoneRequired })
  @Matches(PHONE_PATTERN, { message: M.phoneInvalid })
  phone: string;

  /** Leaving it out keeps the photos. */
  @IsOptional()
  @IsArray({ message: M.imagesInvalid })
  @ArrayMaxSize(AD_LIMITS.photosMax, { message: M.tooManyPhotos })
  @Matches(UPLOADED_PHOTO_URL, { each: true, message: M.imagesInvalid })
  images?: string[];
}

export class UpdateAdForUser extends UpdateAdDto {
  @IsUUID('all') userId: string;

  @IsInt() @Min(1) id: number;
}

/** What the gateway sends the ads-service: the form plus the session's user. */
export class CreateAdForUser extends CreateAdDto {
  @IsUUID('all') userId: string;
  /** Set by the gateway from the session: a business account's ads count against its package. */
  @IsOptional() @IsIn(['user', 'business']) accountType?: 'user' | 'business';
}

export class OwnerDto {
  @IsUUID('all') userId: string;
}

export class DeleteAdRequest {
  @IsUUID('all') userId: string;

  @IsOptional() @IsIn(['user', 'business']) accountType?: 'user' | 'business';

  @IsInt() @Min(1) id: number;
}

/** PATCH /api/ads/{id}/promotion: a business package's featured ad and top listing, on or off. */
export class PromoteAdDto {
  @IsOptional() @IsBoolean() featured?: boolean;

  @IsOptional() @IsBoolean() topListing?: boolean;
}

export class PromoteAdRequest extends PromoteAdDto {
  @IsUUID('all') userId: string;

  @IsInt() @Min(1) id: number;
}
