import { IsSingleLineText } from '../common/text-rules';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SEO_META_TYPES, type SeoMetaType } from './seo.types';

export const SEO_MESSAGES = {
  typeInvalid: 'Onbekend type: kies homepage, ad, category of search',
  keyInvalid: 'Ongeldige sleutel',
} as const;

export class SeoMetaQueryDto {
  @IsIn(SEO_META_TYPES, { message: SEO_MESSAGES.typeInvalid })
  type: SeoMetaType;

  /** Ad id or category slug, for those types. */
  @IsOptional()
  @IsString({ message: SEO_MESSAGES.keyInvalid })
  @MaxLength(80, { message: SEO_MESSAGES.keyInvalid })
  @Matches(/^[a-z0-9-]+$/, { message: SEO_MESSAGES.keyInvalid })
  key?: string;

  @IsOptional()
  @IsString({ message: SEO_MESSAGES.keyInvalid })
  @MaxLength(200, { message: SEO_MESSAGES.keyInvalid })
  @IsSingleLineText()
  q?: string;

  /** The site's public address, so links in the meta are absolute. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @IsSingleLineText()
  publicUrl?: string;
}
