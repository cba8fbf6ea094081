import { natsSubject } from '../common/nats-subject';

export const CATEGORIES_SUBJECTS = {
  list: natsSubject('categories.list'),
  /** One category by slug or numeric id, with its subcategories. */
  find: natsSubject('categories.find'),
  /** TypicalPriceDto → TypicalPrice: what the category's ads ask, for the posting form's currency check. */
  typicalPrice: natsSubject('categories.typical-price'),
} as const;
