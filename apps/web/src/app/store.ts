import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { analyticsListener } from '../features/analytics/analytics.listener';
import { recentlyViewedListener } from '../features/recently-viewed/recently-viewed.listener';
import { baseApi } from '../shared/api/base-api';

/** A fresh store per call, so every test starts from an empty cache. */
export function makeStore() {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().prepend(analyticsListener.middleware, recentlyViewedListener.middleware).concat(baseApi.middleware),
  });
  // Spec §7: the current user is refetched on window focus.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
