import type { ExchangeRate } from '@surimarkt/contracts';
import { baseApi } from './base-api';

/** Today's EUR/SRD rate: the ad page names it beside the converted price, the post-ad form caps Bunkopu Seri by it. */
export const exchangeRateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExchangeRate: build.query<ExchangeRate, void>({
      query: () => '/exchange-rate',
      providesTags: ['ExchangeRate'],
    }),
  }),
});

export const { useGetExchangeRateQuery } = exchangeRateApi;
