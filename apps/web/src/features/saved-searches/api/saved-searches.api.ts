import type { CreateSavedSearchDto, SavedSearchList, SavedSearchWriteResponse, UpdateSavedSearchDto } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

const OWN = [{ type: 'SavedSearch' as const, id: 'OWN' }];

export const savedSearchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedSearches: build.query<SavedSearchList, void>({ query: () => '/saved-searches', providesTags: OWN }),
    createSavedSearch: build.mutation<SavedSearchWriteResponse, CreateSavedSearchDto>({
      query: (body) => ({ url: '/saved-searches', method: 'POST', body }),
      invalidatesTags: OWN,
    }),
    updateSavedSearch: build.mutation<SavedSearchWriteResponse, UpdateSavedSearchDto & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/saved-searches/${id}`, method: 'PATCH', body }),
      invalidatesTags: OWN,
    }),
    deleteSavedSearch: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/saved-searches/${id}`, method: 'DELETE' }),
      invalidatesTags: OWN,
    }),
    unsubscribeSavedSearch: build.mutation<{ message: string }, string>({
      query: (token) => ({ url: '/saved-searches/unsubscribe', method: 'POST', body: { token } }),
      invalidatesTags: OWN,
    }),
  }),
});

export const {
  useGetSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useUnsubscribeSavedSearchMutation,
} = savedSearchesApi;
