export interface Category {
  id: number;
  name: string;
  slug: string;
  /** null for a main category. */
  parentId: number | null;
  icon: string;
  isBunkopu: boolean;
}

export interface CategoryWithChildren extends Category {
  subcategories: Category[];
}

/** The median asking price of a (sub)category's online ads, in EUR cents at today's rate; null with too few ads. */
export interface TypicalPrice {
  medianEurCents: number | null;
  sample: number;
}
