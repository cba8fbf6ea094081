import type { AdWriteResponse, CreateAdRequest, TypicalPrice } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

export const postAdApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createAd: build.mutation<AdWriteResponse, CreateAdRequest>({
      query: (body) => ({ url: '/ads', method: 'POST', body }),
      invalidatesTags: [{ type: 'Ad', id: 'OWN' }],
    }),
    /** What the (sub)category's ads ask, for 'Bedoelt u SRD 15.000?'. */
    getTypicalPrice: build.query<TypicalPrice, { categoryId: number; subcategoryId?: number }>({
      query: (params) => ({ url: '/categories/typical-price', params }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useCreateAdMutation, useGetTypicalPriceQuery } = postAdApi;
