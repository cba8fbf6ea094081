/**
 * Whether the visitor is leaving this page: a link followed or a form sent by the browser itself (before the app took
 * the page over). The app's router writes the history when it starts, and that cancels a navigation under way, so the
 * app waits while one is (app/start-app.tsx). Cleared when the navigation did not happen after all (a download, a
 * stopped load).
 */
const GIVE_UP_MS = 3000;
let leavingUntil = 0;

function onLeave(event: Event): void {
  if (event.defaultPrevented) return;
  if (event.type === 'click') {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== location.origin) return;
    if (link.pathname === location.pathname && link.search === location.search) return;
  }
  leavingUntil = Date.now() + GIVE_UP_MS;
}

/** Watches for the page being left; listeners last on the document, so the app's own handling comes first. */
export function watchPageLeaving(): void {
  document.addEventListener('click', onLeave);
  document.addEventListener('submit', onLeave);
}

/** Resolves at once, or when a navigation under way has had its time. */
export function notLeaving(): Promise<void> {
  const wait = leavingUntil - Date.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(() => void notLeaving().then(resolve), wait)) : Promise.resolve();
}
