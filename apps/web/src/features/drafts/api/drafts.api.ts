import type { Draft, DraftList, DraftRequest } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

export const draftsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDrafts: build.query<DraftList, void>({
      query: () => '/drafts',
      providesTags: [{ type: 'Ad', id: 'DRAFTS' }],
      // The spec: drafts stay fresh for 5 minutes.
      keepUnusedDataFor: 300,
    }),
    saveDraft: build.mutation<{ success: true; message: string; draft: Draft }, DraftRequest & { id?: number }>({
      query: (body) => ({ url: '/drafts', method: 'POST', body }),
      invalidatesTags: [{ type: 'Ad', id: 'DRAFTS' }],
    }),
    deleteDraft: build.mutation<{ success: true; message: string }, number>({
      query: (id) => ({ url: `/drafts/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Ad', id: 'DRAFTS' }],
    }),
  }),
});

export const { useGetDraftsQuery, useSaveDraftMutation, useDeleteDraftMutation } = draftsApi;
