import { createAction } from '@reduxjs/toolkit';
import {
  type BaseQueryFn,
  buildCreateApi,
  coreModule,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';

/** What a store made on the server (entry-server.tsx) knows of the page request it renders. */
export interface ServerRequestContext {
  /** The gateway's own address: the server renderer reads the API like a browser would. */
  apiOrigin: string;
  /** The visitor's cookies (their session), forwarded to the API. */
  cookie: string | null;
  /** Headers that tell the gateway whose request this is (the visitor's address for the rate limits). */
  headers: Record<string, string>;
}

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

export interface StoreExtra {
  server?: ServerRequestContext & {
    /** How the server renderer reads its own gateway (server/gateway-query.ts: node:http, not in the browser's bundle). */
    query: AppBaseQuery;
  };
}

const isServer = typeof window === 'undefined';

/** The server's state of the API, handed to the browser's store before it hydrates the page. */
export const hydrateApi = createAction<unknown>('ssr/hydrate');

const browserQuery = fetchBaseQuery({
  baseUrl: '/api',
  // The session is the httpOnly cookie the server sets at login: the app never keeps a token itself.
  credentials: 'include',
});

/** In the browser, /api; on the server, the gateway itself with the visitor's cookie and address. */
const baseQuery: AppBaseQuery = (args, api, extraOptions) => {
  const server = (api.extra as StoreExtra | undefined)?.server;
  return server ? server.query(args, api, extraOptions) : browserQuery(args, api, extraOptions);
};

// On the server, a query starts while the page renders (RTK Query's SSR mode), so one render pass finds every call
// the page makes; entry-server.tsx waits for them and renders again with the data.
const createAppApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: isServer }));

/**
 * The one RTK Query API of the app. Features add endpoints with injectEndpoints in
 * features/<x>/api/<x>.api.ts. All tag types live here so invalidation stays visible in one place.
 */
export const baseApi = createAppApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo: (action) => (hydrateApi.match(action) ? (action.payload as never) : undefined),
  tagTypes: [
    'SavedSearch',
    'Ad',
    'Category',
    'User',
    'Favorite',
    'RecentlyViewed',
    'Contact',
    'Seo',
    'AdminAds',
    'AdminRisk',
    'WarningPatterns',
    'AdminUsers',
    'AdminReports',
    'AdminBankTransfers',
    'Blacklist',
    'EmailSettings',
    'Jobs',
    'Business',
    'Seller',
    'Synonym',
    'ReviewInvitation',
    'Conversation',
    'ExchangeRate',
    'ExchangeRateHistory',
    'PushSubscription',
  ],
  // The spec: no retries on queries or mutations.
  endpoints: () => ({}),
});
