import { useSyncExternalStore } from 'react';

/**
 * Whether the page the server rendered has been taken over by React in the browser. Until then nothing may change
 * what the page shows: a logged-in visitor's user (asked for once the guests' page is in) arriving while the page's
 * own boundary still hydrates would give that boundary other text than the server's HTML (React error #418).
 * A page rendered in the browser (no server state) is hydrated from the start.
 */
let hydrated = typeof document === 'undefined' || !document.getElementById('sm-state');
const listeners = new Set<() => void>();

export function markPageHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
  // For public/early-taps.js, which clicks again the button a visitor tapped before this (the attribute in case it
  // runs only now).
  document.documentElement.setAttribute('data-hydrated', '');
  window.dispatchEvent(new Event('sm:hydrated'));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageHydrated(): boolean {
  const read = () => hydrated;
  // The same answer while hydrating: on the server it is true, in a hydrating browser false (no user asked for yet).
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * False on the server and while the page hydrates, true after: for what the page kept for everyone cannot know (an
 * ad's views now) and the visitor's browser reads once the page is in.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
