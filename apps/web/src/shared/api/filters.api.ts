import type { FilterDefinition } from '@surimarkt/contracts';
import { baseApi } from './base-api';

/** A category's active filters: the category page shows them, the post-ad form asks for them. */
export const filtersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryFilters: build.query<{ filters: FilterDefinition[] }, string>({
      query: (category) => ({ url: '/filters', params: { category } }),
      providesTags: ['Category'],
    }),
  }),
});

export const { useGetCategoryFiltersQuery } = filtersApi;
