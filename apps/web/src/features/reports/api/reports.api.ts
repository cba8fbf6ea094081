import type { ReportReason } from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';

type Reply = { success: true; message: string };
export interface ReportBody {
  reason: ReportReason;
  text?: string;
}

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportAd: build.mutation<Reply, ReportBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/ads/${id}/reports`, method: 'POST', body }),
    }),
    reportReview: build.mutation<Reply, ReportBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/reviews/${id}/reports`, method: 'POST', body }),
    }),
  }),
});

export const { useReportAdMutation, useReportReviewMutation } = reportsApi;
