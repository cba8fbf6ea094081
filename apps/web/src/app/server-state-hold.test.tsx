import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from './store';
import { adsApi } from '@/features/ads/api/ads.api';
import { startMswServer } from '@/testing/msw-server';
import { holdServerQueries, ReleaseServerQueries } from '@/shared/api/hold-server-queries';

const server = startMswServer();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API state a server render of /ad/5 hands to the browser. */
async function serverState(reads: { count: number }) {
  server.use(
    http.get('*/api/ads/5', () => {
      reads.count++;
      return HttpResponse.json({ id: 5, title: 'Fiets' });
    }),
  );
  const store = makeStore();
  const query = store.dispatch(adsApi.endpoints.getAd.initiate(5));
  await query;
  const state = store.getState().api;
  query.unsubscribe();
  return state;
}

describe("the server's data until the page has hydrated", () => {
  it('keeps an ad that is kept 0 s once unused until the page is there, and lets it go after', async () => {
    const reads = { count: 0 };
    const apiState = await serverState(reads);
    const store = makeStore({ apiState });
    holdServerQueries(store);
    await pause(30);
    expect(adsApi.endpoints.getAd.select(5)(store.getState()).data).toEqual({ id: 5, title: 'Fiets' });

    render(<ReleaseServerQueries />);
    await pause(30);
    // Nothing uses it any more: the next visit reads the ad again (and counts the view), as without a server render.
    expect(adsApi.endpoints.getAd.select(5)(store.getState()).data).toBeUndefined();
    expect(reads.count).toBe(1);
  });

  it('is needed: without the hold the ad is gone before the page could subscribe', async () => {
    const apiState = await serverState({ count: 0 });
    const store = makeStore({ apiState });
    await pause(30);
    expect(adsApi.endpoints.getAd.select(5)(store.getState()).data).toBeUndefined();
  });
});

describe("a logged-in visitor's own reads", () => {
  it('waits until the page the server rendered for everyone has hydrated, so its first render is that HTML', async () => {
    const calls = { count: 0 };
    server.use(
      http.get('*/api/auth/user', () => {
        calls.count++;
        return HttpResponse.json({ user: { id: 'u1', username: 'demo', firstName: 'Demo' } });
      }),
    );
    // A page from the server (its state in the document) and a browser with a session.
    document.body.innerHTML = '<script type="application/json" id="sm-state">{}</script>';
    document.cookie = 'sm_has_session=1';
    vi.resetModules();
    const { makeStore: freshStore } = await import('./store');
    const { useCurrentUser } = await import('@/shared/api/auth.api');
    const { ReleaseServerQueries: Release } = await import('@/shared/api/hold-server-queries');
    function Name() {
      return <p>{useCurrentUser().data?.firstName ?? 'Inloggen'}</p>;
    }
    const store = freshStore();
    const view = render(
      <Provider store={store}>
        <Name />
      </Provider>,
    );
    await pause(50);
    expect(calls.count).toBe(0);
    expect(view.getByText('Inloggen')).toBeTruthy();

    view.rerender(
      <Provider store={store}>
        <Name />
        <Release />
      </Provider>,
    );
    await view.findByText('Demo');
    expect(calls.count).toBe(1);
    document.cookie = 'sm_has_session=; max-age=0';
  });
});
