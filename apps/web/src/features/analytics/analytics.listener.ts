import { createListenerMiddleware } from '@reduxjs/toolkit';
import { ACTIVITY_BATCH_MAX } from '@surimarkt/contracts/texts';
import { sendActivities } from '@/shared/lib/send-activities';
import { type TrackEventPayload, trackEvent } from '@/shared/lib/track-event';

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

async function flush(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const events = gathered.splice(0, ACTIVITY_BATCH_MAX);
  if (!events.length) return;
  if (gathered.length) timer = setTimeout(() => void flush(), 0);
  if ((await sendActivities(events)) === 429) {
    pausedUntil = Date.now() + PAUSE_AFTER_REFUSAL_MS;
    gathered = [];
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
  effect: (action) => {
    if (Date.now() < pausedUntil) return;
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
