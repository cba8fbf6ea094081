import type { AdWriteResponse, OwnAdList, UpdateAdRequest } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

export const myAdsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnAds: build.query<OwnAdList, void>({
      query: () => '/ads/user',
      providesTags: [{ type: 'Ad', id: 'OWN' }],
    }),
    updateAd: build.mutation<AdWriteResponse, UpdateAdRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/ads/${id}`, method: 'PATCH', body }),
      invalidatesTags: [
        { type: 'Ad', id: 'OWN' },
        { type: 'Ad', id: 'LIST' },
      ],
    }),
    renewAd: build.mutation<AdWriteResponse, number>({
      query: (id) => ({ url: `/ads/${id}/renew`, method: 'POST' }),
      invalidatesTags: [
        { type: 'Ad', id: 'OWN' },
        { type: 'Ad', id: 'LIST' },
      ],
    }),
    /** The owner of an ad that reports took offline asks the operator to look at it now. */
    requestReview: build.mutation<{ success: true; message: string }, number>({
      query: (id) => ({ url: `/ads/${id}/review-request`, method: 'POST', body: {} }),
    }),
    deleteAd: build.mutation<{ success: true; message: string }, number>({
      query: (id) => ({ url: `/ads/${id}`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'Ad', id: 'OWN' },
        { type: 'Ad', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetOwnAdsQuery, useDeleteAdMutation, useRenewAdMutation, useRequestReviewMutation, useUpdateAdMutation } = myAdsApi;
