import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
