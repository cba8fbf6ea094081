import type { FavouriteIds, FavouriteList } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

const IDS = { type: 'Favorite' as const, id: 'IDS' };
const LIST = { type: 'Favorite' as const, id: 'LIST' };

export const favouritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Every heart's ad id in one call, so a page of 20 cards asks once instead of once per card (the spec's
    // GET /favorites/{adId} per heart stays in the API). Kept 10 minutes, as the spec keeps a heart's status.
    getFavouriteIds: build.query<FavouriteIds, void>({
      query: () => '/favorites/ids',
      keepUnusedDataFor: 10 * 60,
      providesTags: [IDS],
    }),
    addFavourite: build.mutation<void, number>({
      query: (adId) => ({ url: '/favorites', method: 'POST', body: { adId } }),
      onQueryStarted: (adId, api) => changeHeart(adId, true, api),
      invalidatesTags: [LIST],
    }),
    getFavourites: build.query<FavouriteList, void>({
      query: () => '/favorites',
      providesTags: [LIST],
    }),
    removeFavourite: build.mutation<void, number>({
      query: (adId) => ({ url: `/favorites/${adId}`, method: 'DELETE' }),
      onQueryStarted: (adId, api) => changeHeart(adId, false, api),
      invalidatesTags: [LIST],
    }),
  }),
});

/** The heart changes at once; if the server refuses, it goes back and the ids are asked again. */
async function changeHeart(
  adId: number,
  isFavourite: boolean,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
): Promise<void> {
  const patch = dispatch(
    favouritesApi.util.updateQueryData('getFavouriteIds', undefined, (draft) => {
      draft.adIds = isFavourite ? [adId, ...draft.adIds.filter((id) => id !== adId)] : draft.adIds.filter((id) => id !== adId);
    }),
  ) as { undo: () => void };
  try {
    await queryFulfilled;
  } catch {
    patch.undo();
    dispatch(favouritesApi.util.invalidateTags([IDS]));
  }
}

// One set per answer: every heart on a page checks its ad on each store change, against up to FAVOURITE_IDS_MAX ids.
const heartSets = new WeakMap<FavouriteIds, Set<number>>();

/** Whether the answer of getFavouriteIds holds the ad. */
export function hasHeart(ids: FavouriteIds | undefined, adId: number): boolean {
  if (!ids) return false;
  let set = heartSets.get(ids);
  if (!set) heartSets.set(ids, (set = new Set(ids.adIds)));
  return set.has(adId);
}

export const { useGetFavouriteIdsQuery, useAddFavouriteMutation, useRemoveFavouriteMutation, useGetFavouritesQuery } = favouritesApi;
