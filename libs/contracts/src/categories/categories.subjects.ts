import { natsSubject } from '../common/nats-subject';

export const CATEGORIES_SUBJECTS = {
  list: natsSubject('categories.list'),
  /** One category by slug or numeric id, with its subcategories. */
  find: natsSubject('categories.find'),
} as const;
