/**
 * The app: the router, the store and every page. main.tsx starts it for a logged-in visitor and for pages the browser
 * renders, and on a guest's server-rendered page once they reach for it; it takes over the server's HTML (hydration).
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { holdServerQueries } from '@/shared/api/hold-server-queries';
import { notLeaving } from '@/shared/lib/page-leaving';
import { readPageState } from './light-page/page-state';

const apiState = readPageState() ?? undefined;
const store = makeStore({ apiState });
// Until the page has hydrated (RootLayout releases them), so none of the server's data is dropped before its page uses it.
if (apiState) holdServerQueries(store);
const container = document.getElementById('root') as HTMLElement;

/**
 * The server rendered this page: load the lazy routes it matched first, so the first render in the browser is the same
 * tree and React takes over the HTML instead of replacing it.
 */
async function hydrate() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  // The router writes the history as it starts, which would cancel a link or search the visitor just sent.
  await notLeaving();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {}, actionData: null, errors: null } });
  hydrateRoot(
    container,
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

/**
 * Resolves once the browser has painted a frame (or after 300 ms, as a hidden tab paints none): with the scripts
 * already cached, a returning visitor's phone would otherwise run the whole hydration before showing the page the
 * server sent.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 300);
  });
}

if (apiState) {
  void afterFirstPaint().then(hydrate);
} else {
  const router = createBrowserRouter(routes);
  /**
   * index.html paints a static header at once. React replaces it only when the router has the page's lazy chunk, so
   * a phone never sees that header vanish into an empty page while the chunk is still on its way.
   */
  const start = () =>
    createRoot(container).render(
      <StrictMode>
        <Providers store={store}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  if (router.state.initialized) start();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      start();
    });
  }
}
