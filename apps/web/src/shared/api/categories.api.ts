import type { Category } from '@surimarkt/contracts';
import { baseApi } from './base-api';

/** Categories are read by the header, the category bar, the drawer and the ad pages, so they live in shared/. */
export const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/categories',
      // Spec §9: categories are cached for an hour.
      keepUnusedDataFor: 60 * 60,
      providesTags: (result) => [
        { type: 'Category' as const, id: 'LIST' },
        ...(result ?? []).map((c) => ({ type: 'Category' as const, id: c.id })),
      ],
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
