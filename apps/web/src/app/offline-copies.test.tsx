import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();
const posted: Array<{ type: string; visitor: string; ad?: { id: number } }> = [];

// The service worker as the page sees it: its messages are recorded.
beforeAll(() => {
  const active = { postMessage: (message: (typeof posted)[number]) => posted.push(message) };
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ active }) } });
});
afterAll(() => {
  Reflect.deleteProperty(window.navigator, 'serviceWorker');
});

describe('copies for offline reading', () => {
  it('hands the worker the ad shown, after telling it who is visiting, and never an ad that is not public', async () => {
    const ad = makeAd({ id: 7, title: 'Toyota Vitz' });
    const pending = makeAd({ id: 8, title: 'Nog niet goedgekeurd', status: 'pending' });
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/7', () => HttpResponse.json(ad)),
      http.get('*/api/ads/8', () => HttpResponse.json(pending)),
    );
    const { router } = renderApp('/ad/7');
    await screen.findByRole('heading', { level: 1, name: 'Toyota Vitz' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(posted.map((m) => `${m.type} ${m.visitor} ${m.ad?.id ?? ''}`.trim())).toEqual(['visitor guest', 'keep-ad guest 7']),
    );
    expect(posted[1].ad).toEqual(ad);

    await router.navigate('/ad/8');
    await screen.findByRole('heading', { level: 1, name: 'Nog niet goedgekeurd' }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted.filter((m) => m.ad?.id === 8)).toEqual([]);
  });
});
