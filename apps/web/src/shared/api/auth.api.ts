import { baseApi } from './base-api';

/** The spec's public user shape; the full current-user response belongs to the accounts issue. */
export interface CurrentUser {
  id: number | string;
  firstName?: string | null;
  username?: string | null;
  phone?: string | null;
  email?: string | null;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser | null, void>({
      // Any non-OK answer (401 for a guest, 404 before login exists) means "guest", never an error on screen.
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/auth/user');
        if (result.error || !result.data || typeof result.data !== 'object') return { data: null };
        const body = result.data as { user?: CurrentUser } & CurrentUser;
        return { data: body.user ?? body };
      },
      keepUnusedDataFor: 5 * 60,
      providesTags: [{ type: 'User', id: 'CURRENT' }],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      invalidatesTags: [{ type: 'User', id: 'CURRENT' }],
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = authApi;

/** The signed-in user or null for a guest; refetched when the window regains focus (spec §7). */
export function useCurrentUser() {
  return useGetCurrentUserQuery(undefined, { refetchOnFocus: true });
}

/** Header and drawer show the first name, else the username. */
export function displayName(user: CurrentUser): string {
  return user.firstName?.trim() || user.username?.trim() || '';
}
