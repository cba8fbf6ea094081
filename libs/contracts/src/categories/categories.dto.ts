import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export const CATEGORIES_MESSAGES = {
  slugInvalid: 'Ongeldige categorie',
} as const;

/** A category is asked for by slug ('autos') or by numeric id ('3'). */
export class FindCategoryDto {
  @IsString({ message: CATEGORIES_MESSAGES.slugInvalid })
  @MaxLength(80, { message: CATEGORIES_MESSAGES.slugInvalid })
  @Matches(/^[a-z0-9-]+$/, { message: CATEGORIES_MESSAGES.slugInvalid })
  slugOrId: string;
}

/** GET /api/categories/:categoryId/typical-price?subcategoryId= */
export class TypicalPriceDto {
  @Type(() => Number)
  @IsInt({ message: CATEGORIES_MESSAGES.slugInvalid })
  @Min(1, { message: CATEGORIES_MESSAGES.slugInvalid })
  @Max(2_147_483_647, { message: CATEGORIES_MESSAGES.slugInvalid })
  categoryId: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: CATEGORIES_MESSAGES.slugInvalid })
  @Min(1, { message: CATEGORIES_MESSAGES.slugInvalid })
  @Max(2_147_483_647, { message: CATEGORIES_MESSAGES.slugInvalid })
  subcategoryId?: number;
}
