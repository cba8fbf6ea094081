export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** How many searches one user may keep (contract: a sane cap per user). */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 60;

/** The filters of a search, list or category page that a saved search repeats. */
export interface SavedSearchQuery {
  search?: string;
  categoryId?: number;
  subcategoryId?: number;
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  priceCurrency?: 'EUR' | 'SRD';
  /** A category page's own filters ('kenmerken'), as the list query's `attr` (JSON); only with a category. */
  attr?: string;
  /** The featured ads' page (/uitgelicht): every ad that gets featured; only `true`, never with another filter. */
  featured?: boolean;
}

export interface SavedSearch {
  id: number;
  name: string;
  query: SavedSearchQuery;
  frequency: SavedSearchFrequency;
  active: boolean;
}

/** GET /api/saved-searches */
export interface SavedSearchList {
  savedSearches: SavedSearch[];
}

export interface SavedSearchWriteResponse {
  message: string;
  savedSearch: SavedSearch;
}
