import { createListenerMiddleware } from '@reduxjs/toolkit';
import { trackEvent } from '../../shared/lib/track-event';
import { analyticsApi } from './api/analytics.api';

/** Sends every tracked activity, fire-and-forget: a failing analytics call never reaches the visitor. */
export const analyticsListener = createListenerMiddleware();

analyticsListener.startListening({
  actionCreator: trackEvent,
  effect: async (action, api) => {
    try {
      const request = api.dispatch(analyticsApi.endpoints.logActivity.initiate(action.payload));
      await request;
      // Drop the finished request from the store: nobody reads analytics results.
      request.reset();
    } catch {
      // Analytics must never fail the page (spec §7: failures ignored).
    }
  },
});
