import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API of the app. Features add endpoints with injectEndpoints in
 * features/<x>/api/<x>.api.ts. All tag types live here so invalidation stays visible in one place.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    credentials: 'include',
    prepareHeaders: (headers) => {
      // The spec's optional demo bearer token, kept in browser storage after a demo login.
      const token = typeof localStorage !== 'undefined' ? localStorage.getItem('authToken') : null;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: ['Ad', 'Category', 'User', 'Favorite', 'Contact', 'Seo'],
  // The spec: no retries on queries or mutations.
  endpoints: () => ({}),
});
