import type { Ad, AdFacets, AdList, AdSort, AdViews, Currency } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

export interface ListAdsParams {
  /** The category's filter values as JSON (contract: attr). */
  attr?: string;
  limit?: number;
  offset?: number;
  categoryId?: number;
  location?: string;
  /** cents */
  minPrice?: number;
  /** cents */
  maxPrice?: number;
  /** The currency of minPrice/maxPrice (EUR unless SRD). */
  priceCurrency?: Currency;
  sortBy?: AdSort;
  featured?: boolean;
  ids?: number[];
  /** The search words (the search page). */
  search?: string;
}

/** The filters of a list without its page and order: what its facets count. */
export type FacetArgs = Omit<ListAdsParams, 'limit' | 'offset' | 'sortBy'>;

const FIVE_MINUTES = 5 * 60;

/** The server may send total as a string (spec §7); the page always counts with a number. */
function normaliseList(body: unknown): AdList {
  const list = (body ?? {}) as Partial<AdList> & { total?: number | string };
  const ads = Array.isArray(list.ads) ? list.ads : [];
  const total = Number(list.total);
  return { ads, total: Number.isFinite(total) ? total : ads.length };
}

function listTags(result: AdList | undefined) {
  return [{ type: 'Ad' as const, id: 'LIST' }, ...(result?.ads ?? []).map((ad) => ({ type: 'Ad' as const, id: ad.id }))];
}

function toQuery(params: ListAdsParams): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = Array.isArray(value) ? value.join(',') : value;
  }
  return query;
}

export const adsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAds: build.query<AdList, ListAdsParams>({
      query: (params) => ({ url: '/ads', params: toQuery(params) }),
      transformResponse: normaliseList,
      keepUnusedDataFor: FIVE_MINUTES,
      providesTags: listTags,
    }),
    /** The counts beside the filters of a list (contract 'Facets'). */
    getFacets: build.query<AdFacets | undefined, FacetArgs>({
      query: (params) => ({ url: '/ads/facets', params: toQuery(params) }),
      // Too costly to count now (a common word on a large site): the filters show without counts, as before they load.
      transformResponse: (facets: AdFacets) => (facets.uncounted ? undefined : facets),
      keepUnusedDataFor: FIVE_MINUTES,
      providesTags: [{ type: 'Ad' as const, id: 'LIST' }],
    }),
    /** Featured ads; when there are none the newest fill the place (spec §7). */
    getFeaturedAds: build.query<AdList, { limit: number; fallbackLimit: number }>({
      queryFn: async ({ limit, fallbackLimit }, _api, _extra, baseQuery) => {
        const featured = await baseQuery({ url: '/ads/featured', params: { limit } });
        if (featured.error) return { error: featured.error };
        const list = normaliseList(featured.data);
        if (list.ads.length > 0) return { data: list };
        const fallback = await baseQuery({ url: '/ads', params: { limit: fallbackLimit } });
        return fallback.error ? { error: fallback.error } : { data: normaliseList(fallback.data) };
      },
      keepUnusedDataFor: FIVE_MINUTES,
      providesTags: listTags,
    }),
    /** Ads by id, kept in the order asked (recently viewed is newest first). */
    getAdsByIds: build.query<Ad[], number[]>({
      query: (ids) => ({ url: '/ads', params: { ids: ids.join(','), limit: ids.length } }),
      transformResponse: (body: unknown, _meta, ids) => {
        const byId = new Map(normaliseList(body).ads.map((ad) => [ad.id, ad]));
        return ids.map((id) => byId.get(id)).filter((ad): ad is Ad => ad !== undefined);
      },
      providesTags: (result) => [{ type: 'Ad' as const, id: 'LIST' }, ...(result ?? []).map((ad) => ({ type: 'Ad' as const, id: ad.id }))],
    }),
    getAd: build.query<Ad, number>({
      query: (id) => `/ads/${id}`,
      // Every read counts a view on the server; one read per visit is enough.
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, id) => [{ type: 'Ad' as const, id }],
    }),
    /** The ad's views now, counting none: the ad page kept for everyone was rendered when the ad last changed. */
    getAdViews: build.query<AdViews, number>({
      query: (id) => `/ads/${id}/views`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListAdsQuery, useGetFacetsQuery, useGetFeaturedAdsQuery, useGetAdsByIdsQuery, useGetAdQuery, useGetAdViewsQuery } =
  adsApi;
