import type { AdList } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';
import type { SearchArgs } from '../lib/search-args';

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchAds: build.query<AdList, SearchArgs>({
      // Spec §7: no-cache, with a timestamp so no proxy answers an old result.
      query: (args) => ({
        url: '/ads',
        params: { ...Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')), _: Date.now() },
        cache: 'no-store',
      }),
      transformResponse: (body: Partial<AdList> & { total?: number | string }) => {
        const ads = Array.isArray(body?.ads) ? body.ads : [];
        const total = Number(body?.total);
        return { ads, total: Number.isFinite(total) ? total : ads.length };
      },
      keepUnusedDataFor: 30,
      providesTags: (result) => [
        { type: 'Ad' as const, id: 'LIST' },
        ...(result?.ads ?? []).map((ad) => ({ type: 'Ad' as const, id: ad.id })),
      ],
    }),
  }),
});

export const { useSearchAdsQuery } = searchApi;
