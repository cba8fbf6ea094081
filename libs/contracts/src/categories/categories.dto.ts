import { IsString, Matches, MaxLength } from 'class-validator';

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
