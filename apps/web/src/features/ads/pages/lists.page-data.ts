import type { PageData } from '@/shared/api/page-data';
import { adsApi } from '../api/ads.api';

/** The fixed lists' queries (spec §7/§9), shared by their pages and the server renderer. */
export const NEWEST_LIST = { limit: 100, sortBy: 'newest' } as const;
/** 50 featured ads, the 50 newest when none is featured. */
export const FEATURED_LIST = { limit: 50, fallbackLimit: 50 };
export const RECOMMENDED_LIST = { featured: true, limit: 50 };

export const newestPageData: PageData = {
  prefetch: (dispatch) => {
    dispatch(adsApi.endpoints.listAds.initiate(NEWEST_LIST));
  },
};
export const featuredPageData: PageData = {
  prefetch: (dispatch) => {
    dispatch(adsApi.endpoints.getFeaturedAds.initiate(FEATURED_LIST));
  },
};
export const recommendedPageData: PageData = {
  prefetch: (dispatch) => {
    dispatch(adsApi.endpoints.listAds.initiate(RECOMMENDED_LIST));
  },
};
