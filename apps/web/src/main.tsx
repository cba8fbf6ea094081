import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import './shared/ui/ui.css';

const store = makeStore();
const router = createAppRouter();

/**
 * index.html paints a static header at once. React replaces it only when the router has the page's lazy chunk, so a
 * phone never sees that header vanish into an empty page while the chunk is still on its way.
 */
function whenRouterReady(start: () => void) {
  if (router.state.initialized) return start();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
}

whenRouterReady(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
