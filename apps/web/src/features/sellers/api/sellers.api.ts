import type { AdList, ReviewList, SellerProfile } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';
import type { PageDispatch } from '@/shared/api/page-data';

export const sellersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSellerProfile: build.query<SellerProfile, string>({
      query: (id) => `/users/${id}/profile`,
      providesTags: (_result, _error, id) => [{ type: 'Seller', id }],
    }),
    getSellerReviews: build.query<ReviewList, string>({
      query: (id) => `/users/${id}/reviews`,
      providesTags: (_result, _error, id) => [{ type: 'Seller', id }],
    }),
    getSellerAds: build.query<AdList, { sellerId: string; page: number }>({
      query: ({ sellerId, page }) => (page > 1 ? `/users/${sellerId}/ads?page=${page}` : `/users/${sellerId}/ads`),
      providesTags: [{ type: 'Ad', id: 'LIST' }],
    }),
  }),
});

export const { useGetSellerProfileQuery, useGetSellerReviewsQuery, useGetSellerAdsQuery } = sellersApi;

/** Starts the seller panel's query on the server before the page's first render (app/ad-route.page-data.ts). */
export function prefetchSellerProfile(dispatch: PageDispatch, sellerId: string): void {
  dispatch(sellersApi.endpoints.getSellerProfile.initiate(sellerId));
}
