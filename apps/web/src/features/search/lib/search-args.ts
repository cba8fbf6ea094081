import type { AdSort, Category } from '@surimarkt/contracts';
import { type CategoryFilters, categoryListArgs, type FacetArgs, readFilters } from '@/features/ads';
import { findCategory } from '@/shared/lib/category-tree';
import { cleanSearchTerm } from './search-term';

/** The search page's address: ?q= the words, ?categorie= a category's slug, and the category pages' filters. */
export const CATEGORY_PARAM = 'categorie';

export type SearchArgs = FacetArgs & { search: string; sortBy?: AdSort };

export interface SearchState {
  term: string;
  filters: CategoryFilters;
  category: Category | undefined;
  /** What the list asks (/api/ads); the facets ask the same without the order. */
  args: SearchArgs;
  facetArgs: FacetArgs;
}

/** The search of an address, the same on the server and in the browser. */
export function readSearch(params: URLSearchParams, categories: readonly Category[] | undefined): SearchState {
  const term = cleanSearchTerm(params.get('q'));
  const filters = readFilters(params);
  const slug = params.get(CATEGORY_PARAM);
  const category = slug && categories ? findCategory(categories, slug) : undefined;
  const { limit: _limit, sortBy, ...query } = categoryListArgs(category?.id, filters);
  const facetArgs: FacetArgs = { ...query, search: term };
  return { term, filters, category, args: { ...facetArgs, search: term, sortBy }, facetArgs };
}
