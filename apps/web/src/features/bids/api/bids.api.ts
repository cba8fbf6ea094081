import type { Bid, BidList } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

type BidReply = { success: true; message: string; bid: Bid };

export const bidsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placeBid: build.mutation<BidReply, { adId: number; amount: number; message: string }>({
      query: ({ adId, ...body }) => ({ url: `/ads/${adId}/bids`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Ad', id: 'MY_BIDS' }],
    }),
    getAdBids: build.query<BidList, number>({
      query: (adId) => `/ads/${adId}/bids`,
      providesTags: (_r, _e, adId) => [{ type: 'Ad', id: `BIDS_${adId}` }],
    }),
    decideBid: build.mutation<BidReply, { id: number; adId: number; status: 'accepted' | 'rejected' }>({
      query: ({ id, status }) => ({ url: `/bids/${id}`, method: 'PATCH', body: { status } }),
      invalidatesTags: (_r, _e, { adId }) => [
        { type: 'Ad', id: `BIDS_${adId}` },
        { type: 'Ad', id: 'OWN' },
      ],
    }),
    withdrawBid: build.mutation<BidReply, number>({
      query: (id) => ({ url: `/bids/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Ad', id: 'MY_BIDS' }],
    }),
    getMyBids: build.query<BidList, void>({
      query: () => '/user/bids',
      providesTags: [{ type: 'Ad', id: 'MY_BIDS' }],
    }),
  }),
});

export const { usePlaceBidMutation, useGetAdBidsQuery, useDecideBidMutation, useGetMyBidsQuery, useWithdrawBidMutation } = bidsApi;
