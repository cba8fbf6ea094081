import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { analyticsListener } from '@/features/analytics/analytics.listener';
import { recentlyViewedListener } from '@/features/recently-viewed/recently-viewed.listener';
import { baseApi, hydrateApi, type StoreExtra } from '@/shared/api/base-api';

export interface StoreOptions extends StoreExtra {
  /** The API state the server rendered the page with (its JSON in the page); the browser starts from it. */
  apiState?: unknown;
}

/** A fresh store per call, so every test (and every page the server renders) starts from an empty cache. */
export function makeStore(options: StoreOptions = {}) {
  const extra: StoreExtra = { server: options.server };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(analyticsListener.middleware, recentlyViewedListener.middleware)
        .concat(baseApi.middleware),
  });
  if (options.apiState) store.dispatch(hydrateApi(options.apiState));
  // Spec §7: the current user is refetched on window focus.
  if (!options.server) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
