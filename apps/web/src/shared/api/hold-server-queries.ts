import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { baseApi } from './base-api';
import { markPageHydrated } from './page-hydration';

interface StoreLike {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => unknown;
}

interface QueryEntry {
  endpointName?: string;
  originalArgs?: unknown;
  status?: string;
}

/** The subscriptions holdServerQueries took, until ReleaseServerQueries lets them go. */
let held: Array<{ unsubscribe: () => void }> = [];

/**
 * Holds every query of the server's state until the page has hydrated (see ReleaseServerQueries).
 *
 * When the store takes the server's state over, RTK Query starts each query's "unused" clock at once, with the
 * endpoint's own cache time if the endpoint is already loaded. `getAd` keeps its data 0 s (every visit reads the ad
 * again, which counts the view), so without this the ad would be gone before the page subscribes to it, and the
 * browser would fetch it again and mismatch the server's HTML. Subscribing to data already in the store fetches
 * nothing. Endpoints whose chunk has not loaded yet get RTK Query's default 60 s, long enough for the page to load.
 */
export function holdServerQueries(store: StoreLike): void {
  const queries = (store.getState() as { [baseApi.reducerPath]: { queries: Record<string, QueryEntry | undefined> } })[baseApi.reducerPath]
    .queries;
  for (const entry of Object.values(queries)) {
    if (entry?.status !== 'fulfilled' || !entry.endpointName) continue;
    const endpoint = (baseApi.endpoints as Record<string, { initiate?: (arg: unknown) => unknown } | undefined>)[entry.endpointName];
    if (!endpoint?.initiate) continue;
    held.push(store.dispatch(endpoint.initiate(entry.originalArgs) as never) as { unsubscribe: () => void });
  }
}

/**
 * Lets the held queries go once the page around it has hydrated. It sits after the page's outlet, inside the same
 * Suspense boundary: React hydrates that boundary in its own pass, after the root's, and runs the page's effects (where
 * its queries subscribe) before this one's.
 */
export function ReleaseServerQueries(): null {
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const subscription of held) subscription.unsubscribe();
      held = [];
      markPageHydrated();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
