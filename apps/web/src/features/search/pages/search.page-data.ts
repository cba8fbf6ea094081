import type { PageData } from '@/shared/api/page-data';
import { searchApi } from '../api/search.api';
import { cleanSearchTerm } from '../lib/search-term';

export const searchPageData: PageData = {
  prefetch: (dispatch, { search }) => {
    const term = cleanSearchTerm(search.get('q'));
    if (term) dispatch(searchApi.endpoints.searchAds.initiate(term));
  },
};
