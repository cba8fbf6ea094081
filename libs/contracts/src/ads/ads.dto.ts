import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsSingleLineText } from '../common/text-rules';
import { AD_LIMITS, AD_SORTS, type AdSort, CURRENCIES, type Currency, LOCATIONS } from './ads.constants';
import { ADS_MESSAGES } from './ads.errors';

/** '20' → 20; '' → undefined; 'abc' → NaN (which then fails IsInt). */
function toNumber({ value }: { value: unknown }): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'number' ? value : Number(value);
}

function toBoolean({ value }: { value: unknown }): unknown {
  if (value === true || value === 'true' || value === '1') return true;
  if (value === false || value === 'false' || value === '0') return false;
  if (value === '' || value === undefined) return undefined;
  return value;
}

/** 'Wanica' and 'wanica' are the same place; anything else is not a place of Suriname we list. */
function toLocation({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value === '' ? undefined : value;
  const match = LOCATIONS.find((l) => l.toLowerCase() === value.trim().toLowerCase());
  return match ?? value;
}

/** The client's cache-buster ('&_=123') must never become part of the term. */
export function stripCacheBuster(term: string): string {
  const at = term.indexOf('&_=');
  return (at >= 0 ? term.slice(0, at) : term).trim();
}

/** Query of GET /api/ads. Limit above 100 is capped, not refused (contract). */
export class ListAdsQueryDto {
  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: ADS_MESSAGES.limitInvalid })
  @Min(1, { message: ADS_MESSAGES.limitInvalid })
  @Transform(({ value }) => (typeof value === 'number' && value > AD_LIMITS.listLimitMax ? AD_LIMITS.listLimitMax : value))
  limit?: number;

  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: ADS_MESSAGES.offsetInvalid })
  @Min(0, { message: ADS_MESSAGES.offsetInvalid })
  @Max(AD_LIMITS.offsetMax, { message: ADS_MESSAGES.offsetTooLarge })
  offset?: number;

  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: ADS_MESSAGES.categoryIdInvalid })
  @Min(1, { message: ADS_MESSAGES.categoryIdInvalid })
  @Max(2147483647, { message: ADS_MESSAGES.categoryIdInvalid })
  categoryId?: number;

  @IsOptional()
  @Transform(toLocation)
  @IsIn(LOCATIONS, { message: ADS_MESSAGES.locationInvalid })
  location?: string;

  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: ADS_MESSAGES.minPriceInvalid })
  @Min(0, { message: ADS_MESSAGES.minPriceInvalid })
  @Max(AD_LIMITS.priceMaxCents, { message: ADS_MESSAGES.minPriceInvalid })
  minPrice?: number;

  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: ADS_MESSAGES.maxPriceInvalid })
  @Min(0, { message: ADS_MESSAGES.maxPriceInvalid })
  @Max(AD_LIMITS.priceMaxCents, { message: ADS_MESSAGES.maxPriceInvalid })
  maxPrice?: number;

  /** The currency of minPrice/maxPrice (EUR unless SRD); every ad's price is compared converted at today's rate. */
  @IsOptional()
  @Transform(({ value }) => (value === '' ? undefined : typeof value === 'string' ? value.toUpperCase() : value))
  @IsIn(CURRENCIES, { message: ADS_MESSAGES.priceCurrencyInvalid })
  priceCurrency?: Currency;

  @IsOptional()
  @IsIn(AD_SORTS, { message: ADS_MESSAGES.sortInvalid })
  sortBy?: AdSort;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: ADS_MESSAGES.featuredInvalid })
  featured?: boolean;

  @IsOptional()
  @Transform(({ value }) => {
    if (value === undefined || value === '') return undefined;
    const parts = Array.isArray(value) ? value : String(value).split(',');
    return parts.map((p) => (typeof p === 'number' ? p : /^\s*\d+\s*$/.test(String(p)) ? Number(p) : NaN));
  })
  @IsArray({ message: ADS_MESSAGES.idsInvalid })
  @ArrayMaxSize(AD_LIMITS.idsMax, { message: ADS_MESSAGES.idsInvalid })
  @IsInt({ each: true, message: ADS_MESSAGES.idsInvalid })
  @Min(1, { each: true, message: ADS_MESSAGES.idsInvalid })
  @Max(2147483647, { each: true, message: ADS_MESSAGES.idsInvalid })
  ids?: number[];

  /** The category's filters as JSON: { field: value | true | { min, max } } (see filters/filters.ts). */
  @IsOptional()
  @IsString({ message: 'attr moet JSON zijn' })
  @MaxLength(1000, { message: 'attr moet JSON zijn' })
  @Matches(/^\{.*\}$/s, { message: 'attr moet JSON zijn' })
  attr?: string;

  @IsOptional()
  @IsString({ message: ADS_MESSAGES.searchTooLong })
  @IsSingleLineText()
  @Transform(({ value }) => (typeof value === 'string' ? stripCacheBuster(value) || undefined : value))
  @MaxLength(AD_LIMITS.searchMax, { message: ADS_MESSAGES.searchTooLong })
  search?: string;
}

/**
 * Only the canonical decimal spelling is an id: '0x12b', '299.0', '299e0' and '+299' are not ad 299. One ad has
 * one address, which search engines need too.
 */
export function toCanonicalId({ value }: { value: unknown }): unknown {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
}

export class AdIdDto {
  @Transform(toCanonicalId)
  @IsInt({ message: ADS_MESSAGES.idInvalid })
  @Min(1, { message: ADS_MESSAGES.idInvalid })
  @Max(2147483647, { message: ADS_MESSAGES.idInvalid })
  id: number;
}

/** The ad page's read: the viewer, when logged in, may be the owner of an ad that is not (yet) public. */
export class AdViewRequest extends AdIdDto {
  @IsOptional()
  @IsUUID('all')
  viewerId?: string;

  /** Who is viewing (a user id, else a hash of the address and browser): an ad's views count each visitor once a day. */
  @IsOptional()
  @Matches(/^(?:u:[0-9a-f-]{36}|a:[0-9a-f]{32})$/)
  visitor?: string;

  /** The gateway's render of the page kept for everyone: nobody is viewing, so no view is counted. */
  @IsOptional()
  @IsBoolean()
  noView?: boolean;
}

export class AdSearchMatchRequest extends AdIdDto {
  @IsString()
  @MaxLength(200)
  @IsSingleLineText()
  search: string;
}

export class FeaturedAdsQueryDto {
  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: ADS_MESSAGES.limitInvalid })
  @Min(1, { message: ADS_MESSAGES.limitInvalid })
  @Transform(({ value }) => (typeof value === 'number' && value > AD_LIMITS.listLimitMax ? AD_LIMITS.listLimitMax : value))
  limit?: number;

  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: ADS_MESSAGES.offsetInvalid })
  @Min(0, { message: ADS_MESSAGES.offsetInvalid })
  @Max(AD_LIMITS.offsetMax, { message: ADS_MESSAGES.offsetTooLarge })
  offset?: number;
}
