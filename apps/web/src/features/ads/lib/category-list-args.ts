import type { SavedSearchQuery } from '@surimarkt/contracts';
import type { FacetArgs } from '../api/ads.api';
import { type CategoryFilters, toCents } from './category-filters';

/** What a category page asks /api/ads for: its first 100 ads with the filters of the address. */
export function categoryListArgs(categoryId: number | undefined, filters: CategoryFilters) {
  return {
    categoryId,
    limit: 100,
    location: filters.location,
    minPrice: toCents(filters.min),
    maxPrice: toCents(filters.max),
    priceCurrency: filters.currency === 'SRD' && (filters.min !== undefined || filters.max !== undefined) ? ('SRD' as const) : undefined,
    sortBy: filters.sortBy,
    attr: filters.attr ? JSON.stringify(filters.attr) : undefined,
  };
}

/** What 'Bewaar deze zoekopdracht' keeps of a category page: the filters of its list, not its order or length. */
export function categorySavedSearch(categoryId: number, filters: CategoryFilters): SavedSearchQuery {
  const { limit: _limit, sortBy: _sortBy, ...query } = categoryListArgs(categoryId, filters);
  return query;
}

/** What a list's facets count: the filters of its address, without its order or length. */
export function facetArgs(categoryId: number | undefined, filters: CategoryFilters, search?: string): FacetArgs {
  const { limit: _limit, sortBy: _sortBy, ...query } = categoryListArgs(categoryId, filters);
  return { ...query, search };
}
