import type { RecentlyViewedList } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';
import { writeRecentlyViewed } from '@/shared/lib/recently-viewed';

/** Every answer is the whole list: it replaces the cached one and the browser's list follows it. */
async function keepInStep(
  queryFulfilled: Promise<{ data: RecentlyViewedList }>,
  setCached?: (list: RecentlyViewedList) => void,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    writeRecentlyViewed(data.items.map((item) => item.id));
    setCached?.(data);
  } catch {
    // A failed call changes nothing here; the caller shows its own message.
  }
}

/** A logged-in user's recently viewed ads, kept on the server (libs/contracts recently-viewed.types.ts). */
export const recentlyViewedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecentlyViewed: build.query<RecentlyViewedList, void>({
      query: () => '/user/recently-viewed',
      providesTags: [{ type: 'RecentlyViewed' as const, id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => keepInStep(queryFulfilled),
    }),
    mergeRecentlyViewed: build.mutation<RecentlyViewedList, number[]>({
      query: (adIds) => ({ url: '/user/recently-viewed', method: 'POST', body: { adIds } }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        keepInStep(queryFulfilled, (list) => dispatch(recentlyViewedApi.util.upsertQueryData('getRecentlyViewed', undefined, list))),
    }),
    clearRecentlyViewed: build.mutation<RecentlyViewedList, void>({
      query: () => ({ url: '/user/recently-viewed', method: 'DELETE' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        keepInStep(queryFulfilled, (list) => dispatch(recentlyViewedApi.util.upsertQueryData('getRecentlyViewed', undefined, list))),
    }),
    removeRecentlyViewed: build.mutation<RecentlyViewedList, number>({
      query: (adId) => ({ url: `/user/recently-viewed/${adId}`, method: 'DELETE' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        keepInStep(queryFulfilled, (list) => dispatch(recentlyViewedApi.util.upsertQueryData('getRecentlyViewed', undefined, list))),
    }),
  }),
});

export const {
  useGetRecentlyViewedQuery,
  useMergeRecentlyViewedMutation,
  useClearRecentlyViewedMutation,
  useRemoveRecentlyViewedMutation,
} = recentlyViewedApi;
