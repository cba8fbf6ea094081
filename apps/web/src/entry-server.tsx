import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { authApi } from '@/shared/api/auth.api';
import { baseApi, type ServerRequestContext } from '@/shared/api/base-api';
import type { PageData } from '@/shared/api/page-data';
import { categoriesApi } from '@/shared/api/categories.api';
import { favouritesApi } from '@/features/favourites/api/favourites.api';
import { gatewayQuery } from '@/server/gateway-query';

export interface ServerRenderRequest extends ServerRequestContext {
  /** The page's path and query string. */
  url: string;
}

export interface ServerRenderResult {
  html: string;
  /** The API state the page was rendered with: the browser's store starts from it and asks for none of it again. */
  apiState: unknown;
  /** React's share of the render (renderToString, its hooks included) and how many passes it took: for `npm run bench:render`. */
  react: { ms: number; passes: number };
}

/** A page's queries can depend on earlier ones (a category page needs the categories first); a few rounds suffice. */
const MAX_DATA_ROUNDS = 4;

/** Made once: it only turns the route tree into data routes, and each request is matched against them by query(). */
const handler = createStaticHandler(routes);

/**
 * Renders a public page on the server with the app's own components, router and RTK Query: a first render starts the
 * page's queries, the data comes in, and the final render has it. Streaming would save little here, since the first
 * screen needs the data and the gateway caches the finished HTML of the lists.
 */
export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const context = await handler.query(new Request(new URL(request.url, request.apiOrigin)));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status} for ${request.url}`);
  const server = { apiOrigin: request.apiOrigin, cookie: request.cookie, headers: request.headers };
  const store = makeStore({ server: { ...server, query: gatewayQuery(server) } });
  const router = createStaticRouter(handler.dataRoutes, context);
  // What every page asks for, and what the matched route names as its page's data (its `handle`), starts at once:
  // the first render then finds it there, and the page needs one render fewer.
  store.dispatch(categoriesApi.endpoints.getCategories.initiate());
  store.dispatch(authApi.endpoints.getCurrentUser.initiate());
  const search = new URL(request.url, request.apiOrigin).searchParams;
  await Promise.all(
    context.matches.map((match) =>
      (match.route.handle as PageData | undefined)?.prefetch(store.dispatch, { params: match.params, search }),
    ),
  );
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  // A logged-in visitor's hearts: every card and the ad page show them.
  if (authApi.endpoints.getCurrentUser.select()(store.getState()).data) {
    await store.dispatch(favouritesApi.endpoints.getFavouriteIds.initiate());
  }
  const react = { ms: 0, passes: 0 };
  const page = () => {
    const start = performance.now();
    const html = renderToString(
      <Providers store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    );
    react.ms += performance.now() - start;
    react.passes++;
    return html;
  };
  // A render that started no query had all its data: it is the page (rendering it again would give the same HTML).
  let html = page();
  // RTK Query keeps no failed answer, so a render starts a failed query again (a seller who is gone, a service that
  // is down): a query already waited for once is not waited for again, or each round would repeat the failure.
  const waitedFor = new Set<string>();
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk()).filter((query) => !waitedFor.has(query.queryCacheKey));
    if (!running.length) break;
    await Promise.all(running);
    for (const query of running) waitedFor.add(query.queryCacheKey);
    html = page();
  }
  const apiState = store.getState()[baseApi.reducerPath];
  // The queries stay subscribed in a store nobody reads again: drop them so nothing keeps timers alive.
  store.dispatch(baseApi.util.resetApiState());
  return { html, apiState, react };
}
