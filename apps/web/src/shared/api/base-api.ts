import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API of the app. Features add endpoints with injectEndpoints in
 * features/<x>/api/<x>.api.ts. All tag types live here so invalidation stays visible in one place.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    // The session is the httpOnly cookie the server sets at login: the app never keeps a token itself.
    credentials: 'include',
  }),
  tagTypes: ['Ad', 'Category', 'User', 'Favorite', 'RecentlyViewed', 'Contact', 'Seo', 'AdminAds', 'AdminUsers', 'Blacklist', 'EmailSettings', 'Jobs', 'Business'],
  // The spec: no retries on queries or mutations.
  endpoints: () => ({}),
});
