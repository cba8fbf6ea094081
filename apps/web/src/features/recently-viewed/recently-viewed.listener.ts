import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { readRecentlyViewed } from '@/shared/lib/recently-viewed';
import { accountApi } from '@/shared/api/account.api';
import { recentlyViewedApi } from './api/recently-viewed.api';

/**
 * At login the ads the visitor viewed as a guest join their history on the server, once; the answer (the merged
 * list) then replaces the browser's list. Every way in (the login form, the simple login, the demo login) ends in
 * one of these two answers, so none of them needs to remember it.
 */
export const recentlyViewedListener = createListenerMiddleware();

recentlyViewedListener.startListening({
  matcher: isAnyOf(accountApi.endpoints.login.matchFulfilled, accountApi.endpoints.demoLogin.matchFulfilled),
  effect: async (_action, api) => {
    const request = api.dispatch(recentlyViewedApi.endpoints.mergeRecentlyViewed.initiate(readRecentlyViewed()));
    // The history is a convenience: a failed merge leaves both lists as they were and never troubles the login.
    await request.unwrap().catch(() => undefined);
    request.reset();
  },
});
