import type { FavouriteList } from '@surimarkt/contracts';
import { baseApi } from '../../../shared/api/base-api';

export const favouritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFavouriteStatus: build.query<{ isFavorite: boolean }, number>({
      query: (adId) => `/favorites/${adId}`,
      // Spec §9: favourite status kept 10 minutes.
      keepUnusedDataFor: 10 * 60,
      providesTags: (_r, _e, adId) => [{ type: 'Favorite' as const, id: adId }],
    }),
    addFavourite: build.mutation<void, number>({
      query: (adId) => ({ url: '/favorites', method: 'POST', body: { adId } }),
      invalidatesTags: (_r, _e, adId) => [{ type: 'Favorite' as const, id: adId }, { type: 'Favorite' as const, id: 'LIST' }],
    }),
    getFavourites: build.query<FavouriteList, void>({
      query: () => '/favorites',
      providesTags: [{ type: 'Favorite' as const, id: 'LIST' }],
    }),
    removeFavourite: build.mutation<void, number>({
      query: (adId) => ({ url: `/favorites/${adId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, adId) => [{ type: 'Favorite' as const, id: adId }, { type: 'Favorite' as const, id: 'LIST' }],
    }),
  }),
});

export const { useGetFavouriteStatusQuery, useAddFavouriteMutation, useRemoveFavouriteMutation, useGetFavouritesQuery } = favouritesApi;
