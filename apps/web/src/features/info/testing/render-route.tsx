import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { baseApi } from '@/shared/api/base-api';
import { infoRoutes } from '../info.routes';
import { NotFoundPage } from '../pages/not-found-page';

export function createTestStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

/** Renders the real info routes (lazy pages included) at `path`, with a home page and the not-found fallback. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', element: <h1>Startpagina</h1> }, ...infoRoutes, { path: '*', element: <NotFoundPage /> }],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router };
}

/** Renders one component with the real RTK Query store, for tests that need no routing. */
export function renderWithStore(ui: ReactElement) {
  return render(<Provider store={createTestStore()}>{ui}</Provider>);
}

/** Waits for a page's h1; the first lazy import of a page (antd included) can take seconds on a busy machine. */
export function findPageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}
