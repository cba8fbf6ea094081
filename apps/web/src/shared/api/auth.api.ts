import type { AccountUser, CurrentUserResponse, MessageResponse } from '@surimarkt/contracts';
import { baseApi, type StoreExtra } from './base-api';
import { usePageHydrated } from './page-hydration';
import { hasSessionMarker } from '../lib/session-marker';

export type CurrentUser = AccountUser;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser | null, void>({
      // A guest has no session marker and makes no call (no 401 in the console on every page view); a 401 for an
      // ended session also just means "guest". Any other failure (the network, a busy server) is an error, not a
      // logout: a refetch that fails keeps the user shown, and a page rendered on the server without the answer
      // asks again in the browser.
      queryFn: async (_arg, api, _extra, baseQuery) => {
        const server = (api.extra as StoreExtra | undefined)?.server;
        if (!hasSessionMarker(server ? server.cookie : undefined)) return { data: null };
        const result = await baseQuery('/auth/user');
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
        if (!result.data || typeof result.data !== 'object') return { data: null };
        return { data: (result.data as CurrentUserResponse).user ?? null };
      },
      keepUnusedDataFor: 5 * 60,
      providesTags: [{ type: 'User', id: 'CURRENT' }],
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/logout', method: 'POST', headers: { 'Cache-Control': 'no-cache' } }),
      invalidatesTags: [{ type: 'User', id: 'CURRENT' }],
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = authApi;

/**
 * The signed-in user or null for a guest; refetched when the window regains focus (spec §7). Subscribes: the header's
 * UserBlock for the site's layout, and pages outside it. Inside the layout, read with useKnownCurrentUser.
 */
export function useCurrentUser() {
  // In the browser, asked for once the server's page has hydrated (see page-hydration.ts); the server's render has it.
  return useGetCurrentUserQuery(undefined, { refetchOnFocus: true, skip: !usePageHydrated() });
}

/**
 * The current user as the store knows it, without subscribing: for everything inside the site's layout (hearts,
 * buttons, forms). The header's UserBlock, on every page of the layout, holds the one subscription (useCurrentUser)
 * that asks for the user and keeps the answer fresh. Each subscription is a store update in the server's render:
 * fifty hearts cost a sixth of a list's render, an ad page's ten user-aware parts a tenth of its own.
 */
export function useKnownCurrentUser() {
  return authApi.endpoints.getCurrentUser.useQueryState(undefined);
}

/** Header and drawer show the first name, else the username. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username?.trim() || '';
}
