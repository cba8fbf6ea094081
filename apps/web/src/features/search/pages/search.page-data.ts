import { adsApi } from '@/features/ads';
import { categoriesApi } from '@/shared/api/categories.api';
import type { PageData } from '@/shared/api/page-data';
import { searchApi } from '../api/search.api';
import { readSearch } from '../lib/search-args';

/** The results and their facets, once the categories tell which category ?categorie= names. */
export const searchPageData: PageData = {
  prefetch: async (dispatch, { search }) => {
    const categories = await dispatch(categoriesApi.endpoints.getCategories.initiate())
      .unwrap()
      .catch(() => undefined);
    const { term, args, facetArgs } = readSearch(search, categories);
    if (!term) return;
    dispatch(searchApi.endpoints.searchAds.initiate(args));
    dispatch(adsApi.endpoints.getFacets.initiate(facetArgs));
  },
};
