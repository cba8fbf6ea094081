import { createListenerMiddleware } from '@reduxjs/toolkit';
import { trackEvent } from '../../shared/lib/track-event';
import { analyticsApi } from './api/analytics.api';

/** After a 429 the log stays quiet this long: the records are dropped, never retried in a storm. */
const PAUSE_AFTER_REFUSAL_MS = 60_000;
let pausedUntil = 0;

/** Sends every tracked activity, fire-and-forget: a failing analytics call never reaches the visitor. */
export const analyticsListener = createListenerMiddleware();

analyticsListener.startListening({
  actionCreator: trackEvent,
  effect: async (action, api) => {
    if (Date.now() < pausedUntil) return;
    try {
      const request = api.dispatch(analyticsApi.endpoints.logActivity.initiate(action.payload));
      const result = await request;
      if ('error' in result && (result.error as { status?: unknown }).status === 429) pausedUntil = Date.now() + PAUSE_AFTER_REFUSAL_MS;
      // Drop the finished request from the store: nobody reads analytics results.
      request.reset();
    } catch {
      // Analytics must never fail the page (spec §7: failures ignored).
    }
  },
});

/** For tests: forget an earlier refusal. */
export function resumeAnalytics(): void {
  pausedUntil = 0;
}
