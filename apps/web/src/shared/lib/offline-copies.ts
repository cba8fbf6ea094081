import type { Ad } from '@surimarkt/contracts';

/** The messages src/service-worker.js understands. */
type WorkerMessage = { type: 'visitor'; visitor: string } | { type: 'keep-ad'; visitor: string; ad: Ad };

/** Ads shown before the page knew who is visiting: sent once it does, so none is kept for the previous visitor. */
const waiting: Ad[] = [];
let visitor: string | null = null;

function post(message: WorkerMessage): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // The active worker, also before it controls this page (its first visit); messages arrive in the order sent.
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/**
 * Who is visiting: a user's id, or null for a guest. The worker keeps one visitor's copies at a time and drops them
 * when another visitor (a login, a logout) is reported, so nobody reads what the previous visitor viewed.
 */
export function reportVisitor(userId: string | null): void {
  visitor = userId === null ? 'guest' : `user:${userId}`;
  post({ type: 'visitor', visitor });
  for (const ad of waiting.splice(0)) post({ type: 'keep-ad', visitor, ad });
}

/** The ad the visitor is reading, to read again without a connection (the worker keeps the last 20). */
export function keepAdOffline(ad: Ad): void {
  // Only approved ads are public: an owner's pending or rejected ad is never kept.
  if (ad.status !== 'approved') return;
  if (visitor === null) waiting.push(ad);
  else post({ type: 'keep-ad', visitor, ad });
}
