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
