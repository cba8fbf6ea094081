import type { AdWriteResponse, CreateAdRequest } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

export const postAdApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createAd: build.mutation<AdWriteResponse, CreateAdRequest>({
      query: (body) => ({ url: '/ads', method: 'POST', body }),
      invalidatesTags: [{ type: 'Ad', id: 'OWN' }],
    }),
  }),
});

export const { useCreateAdMutation } = postAdApi;
