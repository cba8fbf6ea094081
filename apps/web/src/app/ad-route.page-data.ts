import type { PageData } from '@/shared/api/page-data';
import { prefetchAdDetail } from '@/features/ads/pages/ad-detail.page-data';
import { prefetchSellerProfile } from '@/features/sellers';

/** The ad page's data and the seller panel's beside it: one render of the page on the server instead of two. */
export const adRoutePageData: PageData = {
  prefetch: async (dispatch, { params }) => {
    const ad = await prefetchAdDetail(dispatch, params);
    if (ad) prefetchSellerProfile(dispatch, ad.sellerId);
  },
};
