import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { fillAdPage } from './fill-ad-page';

const server = startMswServer();

describe("a guest's kept ad page brought up to date", () => {
  it("writes the views now and the price at today's rate where the page shows them, in the words the page renders", async () => {
    const ad = makeAd({ id: 77, title: 'Brommer', price: 50000, currency: 'EUR', views: 3 });
    const rendered = { eurToSrd: 40, date: '2026-11-01' };
    server.use(
      http.get('*/api/ads/77', () => HttpResponse.json(ad)),
      http.get('*/api/ads/77/views', () => HttpResponse.json({ views: 3 })),
      http.get('*/api/exchange-rate', () => HttpResponse.json(rendered)),
      ...layoutHandlers,
    );
    // The page as it was kept: rendered at a rate of 40, with 3 views.
    renderApp('/ad/77');
    await screen.findByRole('heading', { level: 1, name: 'Brommer' }, { timeout: 10_000 });
    expect(await screen.findByText('≈ SRD 20.000')).toBeInTheDocument();
    const rateNote = () => document.querySelector('.sm-ad__price .sm-price__rate')?.textContent;
    expect(rateNote()).toBe(' (koers 40 van 1 november 2026)');
    expect(screen.getByText(/3 weergaven/)).toBeInTheDocument();

    server.use(
      http.get('*/api/ads/77/views', () => HttpResponse.json({ views: 9 })),
      http.get('*/api/exchange-rate', () => HttpResponse.json({ eurToSrd: 42, date: '2026-11-29' })),
    );
    const now = await fillAdPage({ ad, rate: rendered });

    expect(screen.getByText('≈ SRD 21.000')).toBeInTheDocument();
    expect(rateNote()).toBe(' (koers 42 van 29 november 2026)');
    expect(screen.getByText(/9 weergaven/)).toBeInTheDocument();
    // What the app's store starts from if the guest reaches for it: the same figures, so React finds the same words.
    expect(now).toEqual({ ad: { ...ad, views: 9 }, rate: { eurToSrd: 42, date: '2026-11-29' } });
  });

  it('leaves the page as it was when the reads fail or the app starts first', async () => {
    const ad = makeAd({ id: 78, title: 'Fiets', price: 10000, currency: 'EUR', views: 5 });
    const rendered = { eurToSrd: 40, date: '2026-11-01' };
    server.use(
      http.get('*/api/ads/78', () => HttpResponse.json(ad)),
      http.get('*/api/ads/78/views', () => HttpResponse.json({ views: 5 })),
      http.get('*/api/exchange-rate', () => HttpResponse.json(rendered)),
      ...layoutHandlers,
    );
    renderApp('/ad/78');
    await screen.findByRole('heading', { level: 1, name: 'Fiets' }, { timeout: 10_000 });
    server.use(
      http.get('*/api/ads/78/views', () => new HttpResponse(null, { status: 503 })),
      http.get('*/api/exchange-rate', () => HttpResponse.error()),
    );
    expect(await fillAdPage({ ad, rate: rendered })).toEqual({ ad, rate: rendered });
    expect(screen.getByText(/5 weergaven/)).toBeInTheDocument();
    expect(screen.getByText('≈ SRD 4.000')).toBeInTheDocument();

    // Stopped because the app starts first: the answers that come back change nothing (the app reads them itself).
    server.use(
      http.get('*/api/ads/78/views', () => HttpResponse.json({ views: 12 })),
      http.get('*/api/exchange-rate', () => HttpResponse.json({ eurToSrd: 45, date: '2026-11-29' })),
    );
    const stop = new AbortController();
    const stopped = fillAdPage({ ad, rate: rendered }, stop.signal);
    stop.abort();
    expect(await stopped).toEqual({ ad, rate: rendered });
    expect(screen.getByText(/5 weergaven/)).toBeInTheDocument();
    expect(screen.getByText('≈ SRD 4.000')).toBeInTheDocument();
  });
});
