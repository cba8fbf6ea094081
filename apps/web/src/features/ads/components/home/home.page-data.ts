import type { PageData } from '@/shared/api/page-data';
import { adsApi } from '../../api/ads.api';

/** The home page's featured section: 50 featured ads, or the newest 20 when none is featured. */
export const HOME_FEATURED = { limit: 50, fallbackLimit: 20 };

export const homePageData: PageData = {
  prefetch: (dispatch) => {
    dispatch(adsApi.endpoints.getFeaturedAds.initiate(HOME_FEATURED));
  },
};
