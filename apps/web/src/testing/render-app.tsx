import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';

/** The real app (routes, store, layout) at `path`, in memory. */
export function renderApp(path: string) {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, store };
}

/** One component inside the real providers and a memory router, for tests of a single piece. */
export function renderInApp(ui: ReactElement) {
  const store = makeStore();
  return render(
    <Providers store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}
