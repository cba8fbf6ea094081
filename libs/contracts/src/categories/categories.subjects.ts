import { natsSubject } from '../common/nats-subject';
import { type FindCategoryDto, type TypicalPriceDto } from './categories.dto';
import { type Category, type CategoryWithChildren, type TypicalPrice } from './categories.types';

export const CATEGORIES_SUBJECTS = {
  list: natsSubject<Record<string, never>, Category[]>('categories.list'),
  /** One category by slug or numeric id, with its subcategories. */
  find: natsSubject<FindCategoryDto, CategoryWithChildren>('categories.find'),
  /** What the category's ads ask, for the posting form's currency check. */
  typicalPrice: natsSubject<TypicalPriceDto, TypicalPrice>('categories.typical-price'),
} as const;
