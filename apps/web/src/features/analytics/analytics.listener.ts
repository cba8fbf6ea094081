import { createListenerMiddleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { ACTIVITY_BATCH_MAX } from '@surimarkt/contracts/texts';
import { type TrackEventPayload, trackEvent } from '@/shared/lib/track-event';
import { analyticsApi } from './api/analytics.api';

/** After a 429 the log stays quiet this long: the records are dropped, never retried in a storm. */
const PAUSE_AFTER_REFUSAL_MS = 60_000;
/**
 * What a visitor does within this moment goes in one request: a page view and the ad view it leads to cost one call,
 * not two, on a prepaid connection. When the page is hidden (tab closed, app switched) the rest goes at once.
 */
const GATHER_MS = 1000;

let pausedUntil = 0;
let gathered: TrackEventPayload[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let send: ThunkDispatch<unknown, unknown, UnknownAction> | undefined;

async function flush(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const events = gathered.splice(0, ACTIVITY_BATCH_MAX);
  if (!events.length || !send) return;
  if (gathered.length) timer = setTimeout(() => void flush(), 0);
  try {
    const request = send(analyticsApi.endpoints.logActivities.initiate(events));
    const result = await request;
    if ('error' in result && (result.error as { status?: unknown }).status === 429) {
      pausedUntil = Date.now() + PAUSE_AFTER_REFUSAL_MS;
      gathered = [];
    }
    // Drop the finished request from the store: nobody reads analytics results.
    request.reset();
  } catch {
    // Analytics must never fail the page (spec §7: failures ignored).
  }
}

if (typeof window !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flush();
  });
  window.addEventListener('pagehide', () => void flush());
}

/** Gathers every tracked activity and sends it, fire-and-forget: a failing analytics call never reaches the visitor. */
export const analyticsListener = createListenerMiddleware();

analyticsListener.startListening({
  actionCreator: trackEvent,
  effect: (action, api) => {
    if (Date.now() < pausedUntil) return;
    send = api.dispatch;
    gathered.push(action.payload);
    if (gathered.length >= ACTIVITY_BATCH_MAX) void flush();
    else timer ??= setTimeout(() => void flush(), GATHER_MS);
  },
});

/** For tests: forget an earlier refusal and anything gathered. */
export function resumeAnalytics(): void {
  pausedUntil = 0;
  gathered = [];
  clearTimeout(timer);
  timer = undefined;
}
