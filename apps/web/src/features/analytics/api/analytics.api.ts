import type { TrackEventPayload } from '@/shared/lib/track-event';
import { baseApi } from '@/shared/api/base-api';

export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logActivities: build.mutation<void, TrackEventPayload[]>({
      // keepalive lets the request finish even when the visitor navigates away; the server finds the address itself.
      query: (events) => ({ url: '/analytics/batch', method: 'POST', body: { events }, keepalive: true }),
    }),
  }),
});
