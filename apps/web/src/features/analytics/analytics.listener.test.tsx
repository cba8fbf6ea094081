import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoriesFixture, makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { resumeAnalytics } from './analytics.listener';

const server = startMswServer();

describe('analytics', () => {
  it('logs page_view and view_ad in one call, and a failing log call leaves the page working', async () => {
    const logged: Array<{ actionType: string; actionData: Record<string, unknown> }> = [];
    let requests = 0;
    server.use(
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.get('*/api/auth/user', () => new HttpResponse(null, { status: 401 })),
      http.get('*/api/ads/5', () => HttpResponse.json(makeAd({ id: 5, title: 'Scooter' }))),
      http.post('*/api/analytics/batch', async ({ request }) => {
        requests++;
        logged.push(...((await request.json()) as { events: never[] }).events);
        return HttpResponse.json({ message: 'stuk' }, { status: 500 });
      }),
    );
    renderApp('/ad/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scooter' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(logged.map((l) => l.actionType).sort()).toEqual(['page_view', 'view_ad']), { timeout: 3000 });
    // Gathered for a moment and sent together: one call for the page view and the ad view.
    expect(requests).toBe(1);
    expect(logged.find((l) => l.actionType === 'view_ad')?.actionData).toEqual({ ad_id: 5, ad_title: 'Scooter' });
    expect(logged.find((l) => l.actionType === 'page_view')?.actionData).toEqual({ page: '/ad/5' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells which search led to an ad, so its seller sees the search terms', async () => {
    resumeAnalytics();
    const logged: Array<{ actionType: string; actionData: Record<string, unknown> }> = [];
    server.use(
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.get('*/api/auth/user', () => new HttpResponse(null, { status: 401 })),
      http.get('*/api/ads', () => HttpResponse.json({ ads: [makeAd({ id: 8, title: 'Scooter Vespa' })], total: 1 })),
      http.get('*/api/ads/8', () => HttpResponse.json(makeAd({ id: 8, title: 'Scooter Vespa' }))),
      http.post('*/api/analytics/batch', async ({ request }) => {
        logged.push(...((await request.json()) as { events: never[] }).events);
        return HttpResponse.json({ ok: true }, { status: 202 });
      }),
    );
    renderApp('/zoeken?q=vespa');
    await userEvent.click(await screen.findByRole('link', { name: /Scooter Vespa/ }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Scooter Vespa' })).toBeInTheDocument();
    await waitFor(
      () =>
        expect(logged.find((l) => l.actionType === 'view_ad')?.actionData).toEqual({
          ad_id: 8,
          ad_title: 'Scooter Vespa',
          search_query: 'vespa',
        }),
      { timeout: 3000 },
    );
  });

  it('goes quiet after a 429: the refused records are dropped, not retried', async () => {
    resumeAnalytics();
    let calls = 0;
    server.use(
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.get('*/api/ads/6', () => HttpResponse.json(makeAd({ id: 6, title: 'Brommer' }))),
      http.get('*/api/ads/7', () => HttpResponse.json(makeAd({ id: 7, title: 'Kast' }))),
      http.post('*/api/analytics/batch', () => {
        calls++;
        return HttpResponse.json({ message: 'Te veel verzoeken.' }, { status: 429 });
      }),
    );
    const { router } = renderApp('/ad/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brommer' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBeGreaterThan(0), { timeout: 3000 });
    const afterRefusal = calls;
    await router.navigate('/ad/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kast' })).toBeInTheDocument();
    // Longer than the moment the log gathers for: nothing more is sent.
    await new Promise((r) => setTimeout(r, 1500));
    expect([afterRefusal, calls]).toEqual([1, 1]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    resumeAnalytics();
  });
});
