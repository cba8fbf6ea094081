import type { PageData } from '@/shared/api/page-data';
import { adsApi } from '../api/ads.api';
import { parseAdId } from '../lib/ad-id';

export const adDetailPageData: PageData = {
  prefetch: (dispatch, { params }) => {
    const id = parseAdId(params.id);
    if (id !== null) dispatch(adsApi.endpoints.getAd.initiate(id));
  },
};
