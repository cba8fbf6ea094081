import { categoriesApi } from '@/shared/api/categories.api';
import { filtersApi } from '@/shared/api/filters.api';
import type { PageData } from '@/shared/api/page-data';
import { findCategory } from '@/shared/lib/category-tree';
import { adsApi } from '../api/ads.api';
import { readFilters } from '../lib/category-filters';
import { categoryListArgs, facetArgs } from '../lib/category-list-args';

/** A category page's list, its facets and filter definitions, once the categories tell which category the address names. */
export function categoryPageData(slugOrId: (params: Record<string, string | undefined>) => string): PageData {
  return {
    prefetch: async (dispatch, { params, search }) => {
      const categories = await dispatch(categoriesApi.endpoints.getCategories.initiate())
        .unwrap()
        .catch(() => undefined);
      const category = categories && findCategory(categories, slugOrId(params));
      if (!category) return;
      dispatch(adsApi.endpoints.listAds.initiate(categoryListArgs(category.id, readFilters(search))));
      dispatch(adsApi.endpoints.getFacets.initiate(facetArgs(category.id, readFilters(search))));
      dispatch(filtersApi.endpoints.getCategoryFilters.initiate(category.slug));
    },
  };
}
