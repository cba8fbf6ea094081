import { useGetCategoriesQuery } from '@/shared/api/categories.api';
import { isBunkopuCategory } from '@/shared/lib/category-tree';

/** The bargain category: flagged isBunkopu, or named/slugged with "bunkopu" (spec §7). */
export function useBunkopuCategory() {
  const { data, isLoading } = useGetCategoriesQuery();
  return { category: data?.find((c) => (c.parentId ?? null) === null && isBunkopuCategory(c)) ?? data?.find(isBunkopuCategory), isLoading };
}
