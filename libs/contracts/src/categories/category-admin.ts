import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsSingleLineText } from '../common/text-rules';
import { trimText, trimToNull } from '../common/text-transforms';
import { natsSubject } from '../common/nats-subject';
import { type AdIdDto } from '../ads/ads.dto';
import { type Category } from './categories.types';
import { CATEGORY_ADMIN_MESSAGES as M } from './category-admin.messages';

// The back-office's categories (back-office spec 2.9, 5): add main and subcategories, rename, delete an empty one.
//   GET    /api/admin/categories     → { categories: CategoryWithCount[] }
//   POST   /api/categories           CategoryDto → 201 { success, message, category }   (admin-token)
//   PATCH  /api/categories/{id}      CategoryUpdateDto → { success, message, category } (admin-token)
//   DELETE /api/categories/{id}      → { success, message }                             (admin-token)
/** What adding or changing a category answers: the Dutch message and the category as it is now. */
export interface CategoryWriteResponse {
  success: true;
  message: string;
  category: Category;
}

export const CATEGORY_ADMIN_SUBJECTS = {
  list: natsSubject<Record<string, never>, { categories: CategoryWithCount[] }>('categories.admin-list'),
  create: natsSubject<CategoryDto, CategoryWriteResponse>('categories.create'),
  update: natsSubject<CategoryUpdateRequest, CategoryWriteResponse>('categories.update'),
  remove: natsSubject<AdIdDto, { success: true; message: string }>('categories.delete'),
} as const;

export interface CategoryWithCount extends Category {
  /** Ads of every status in this category (a main category counts its subcategories' ads too). */
  adCount: number;
}

export class CategoryUpdateDto {
  @Transform(trimText)
  @IsString({ message: M.nameRequired })
  @IsNotEmpty({ message: M.nameRequired })
  @MaxLength(80, { message: M.nameTooLong })
  @IsSingleLineText()
  name: string;

  @Transform(trimText)
  @IsString({ message: M.slugRequired })
  @IsNotEmpty({ message: M.slugRequired })
  @MaxLength(80, { message: M.slugInvalid })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: M.slugInvalid })
  slug: string;

  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(16, { message: M.iconInvalid })
  @IsSingleLineText()
  icon?: string | null;
}

export class CategoryDto extends CategoryUpdateDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.parentInvalid })
  @Min(1, { message: M.parentInvalid })
  @Max(2147483647, { message: M.parentInvalid })
  parentId?: number | null;
}

export class CategoryUpdateRequest extends CategoryUpdateDto {
  @IsInt() @Min(1) id: number;
}
