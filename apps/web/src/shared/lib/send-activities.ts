import type { TrackEventPayload } from './track-event';

/**
 * Sends what a visitor did in one request: the analytics listener's batches, and a guest's light page (which has no
 * store). keepalive lets it finish when the visitor navigates away; the server finds the address itself. Answers the
 * status, or 0 when the request could not be made: analytics never fails a page.
 */
export async function sendActivities(events: readonly TrackEventPayload[]): Promise<number> {
  try {
    const response = await fetch('/api/analytics/batch', {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    });
    return response.status;
  } catch {
    return 0;
  }
}
