import { ignoreBlankSearches } from '@/app/light-page/blank-searches';
import { runPageEffects } from '@/app/light-page/page-effects';
import { readPageState } from '@/app/light-page/page-state';
import { whenWanted } from '@/app/light-page/when-wanted';
import { watchPageLeaving } from '@/shared/lib/page-leaving';
import { hasSessionMarker } from '@/shared/lib/session-marker';
import { registerServiceWorker } from '@/shared/lib/service-worker-registration';
import './shared/ui/ui.css';

/**
 * The page's start, a few KB. A public page rendered on the server reads, navigates, searches and filters without the
 * app: for a guest the app (React, the router, the store: app/start-app.tsx) loads only when they reach for something
 * only it does, and this does the rest (light-page/). A logged-in visitor's page (their name, hearts, messages) and
 * every page the browser renders itself start the app at once.
 */
function startApp(): void {
  // Its route's chunks too (/route-preload.js), so they come in beside the app instead of after it.
  document.documentElement.setAttribute('data-app-wanted', '');
  window.dispatchEvent(new Event('sm:app-wanted'));
  void import('./app/start-app');
}

ignoreBlankSearches();
watchPageLeaving();
const state = readPageState();
if (!state || hasSessionMarker()) startApp();
else {
  // The app takes the page over from its state: it starts once the page's figures are filled in there, or stops a
  // fill still waiting for its reads, so a tap never waits for them.
  const stopFill = new AbortController();
  const filled = runPageEffects(state, stopFill.signal).catch(() => undefined);
  whenWanted(() => {
    stopFill.abort();
    void filled.then(startApp);
  });
}

// Offline support (the shell and the last ads read); the development server has no worker to register.
if (import.meta.env.PROD) registerServiceWorker();
