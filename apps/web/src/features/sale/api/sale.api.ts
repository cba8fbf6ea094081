import type { AdWriteResponse, SaleBuyerList, SetSaleDto } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

export const saleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setSale: build.mutation<AdWriteResponse, SetSaleDto & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/ads/${id}/sale`, method: 'PATCH', body }),
      // A sold ad leaves every list; its own page says 'Verkocht'.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Ad', id: 'OWN' },
        { type: 'Ad', id: 'LIST' },
        { type: 'Ad', id },
      ],
    }),
    getSaleBuyers: build.query<SaleBuyerList, number>({
      query: (id) => `/ads/${id}/buyers`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSetSaleMutation, useGetSaleBuyersQuery } = saleApi;
