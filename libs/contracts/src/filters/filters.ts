import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { type AdIdDto } from '../ads/ads.dto';
import { natsSubject } from '../common/nats-subject';
import { IsSingleLineText } from '../common/text-rules';
import { trimText, trimToNull } from '../common/text-transforms';
import { FILTER_MESSAGES as M, FILTER_TYPES, type FilterType } from './filters.messages';

// Per-category filters (back-office spec 2.11, 3, 5): defined in the back-office, shown and applied on the public
// category pages, asked for in the post-ad form (required ones too) and stored with the ad.
//   GET    /api/filters?category={slug}   → { filters: FilterDefinition[] } (active ones of that category, public)
//   GET    /api/admin/filters             → { filters } (all)               (admin-token)
//   POST   /api/admin/filters             FilterDto → 201 { success, message, filter }
//   DELETE /api/admin/filters/{id}        → { success, message }
// On the lists: GET /api/ads?categoryId=..&attr={"field":"value"|true|{"min":1,"max":2}}
/** A category's filters, or every filter (the back-office). */
export interface FilterList {
  filters: FilterDefinition[];
}

export const FILTER_SUBJECTS = {
  forCategory: natsSubject<FilterCategoryQuery, FilterList>('ads.filters-for-category'),
  list: natsSubject<Record<string, never>, FilterList>('ads.filters-list'),
  create: natsSubject<FilterDto, { success: true; message: string; filter: FilterDefinition }>('ads.filters-create'),
  remove: natsSubject<AdIdDto, { success: true; message: string }>('ads.filters-delete'),
} as const;

export interface FilterDefinition {
  id: number;
  categorySlug: string;
  field: string;
  label: string;
  type: FilterType;
  options: string[] | null;
  placeholder: string | null;
  required: boolean;
  sortOrder: number;
  isActive: boolean;
}

/** Options as an array, or the spec's comma-separated text (split, trimmed, empty pieces dropped; empty text is null). */
const toOptions = ({ value }: { value: unknown }) => {
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : value;
  if (!Array.isArray(list)) return list ?? null;
  const options = list.map((o) => (typeof o === 'string' ? o.trim() : o)).filter((o) => o !== '');
  return options.length ? options : null;
};

export class FilterDto {
  @Transform(trimText)
  @IsString({ message: M.categoryRequired })
  @Matches(/^[a-z0-9-]{1,80}$/, { message: M.categoryRequired })
  categorySlug: string;

  @Transform(trimText)
  // Registered last, so shown first: an empty name is missing (back-office spec 5), a filled-in one malformed.
  @IsNotEmpty({ message: M.fieldRequired })
  @IsString({ message: M.fieldRequired })
  @MaxLength(40, { message: M.fieldInvalid })
  @Matches(/^[a-z][a-z0-9_]*$/, { message: M.fieldInvalid })
  field: string;

  @Transform(trimText)
  @IsString({ message: M.labelRequired })
  @Matches(/\S/, { message: M.labelRequired })
  @MaxLength(80, { message: M.labelRequired })
  @IsSingleLineText()
  label: string;

  @IsIn(FILTER_TYPES, { message: M.typeInvalid })
  type: FilterType;

  @Transform(toOptions)
  @ValidateIf((o: FilterDto) => o.type === 'select' || (o.options !== null && o.options !== undefined))
  @IsArray({ message: M.optionsRequired })
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  @IsSingleLineText()
  options: string[] | null;

  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(120)
  @IsSingleLineText()
  placeholder?: string | null;

  @IsOptional()
  @IsBoolean()
  required?: boolean;

  /** A non-numeric value becomes 0 (spec 5). */
  @Transform(({ value }) => (Number.isInteger(Number(value)) ? Number(value) : 0))
  @IsInt()
  @Min(-1000)
  @Max(1000)
  sortOrder: number = 0;

  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

export class FilterCategoryQuery {
  @IsString({ message: M.categoryRequired })
  @Matches(/^[a-z0-9-]{1,80}$/, { message: M.categoryRequired })
  category: string;
}
