import type { CreateReviewDto, ReviewInvitationList } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReviewInvitations: build.query<ReviewInvitationList, void>({
      query: () => '/user/review-invitations',
      providesTags: [{ type: 'ReviewInvitation', id: 'OWN' }],
    }),
    createReview: build.mutation<{ success: true; message: string }, CreateReviewDto>({
      query: (body) => ({ url: '/reviews', method: 'POST', body }),
      invalidatesTags: [{ type: 'ReviewInvitation', id: 'OWN' }, 'Seller'],
    }),
  }),
});

export const { useGetReviewInvitationsQuery, useCreateReviewMutation } = reviewsApi;
