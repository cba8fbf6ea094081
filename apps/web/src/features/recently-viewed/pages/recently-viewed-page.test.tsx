import type { RecentlyViewedItem, RecentlyViewedList } from '@surimarkt/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';
import { readRecentlyViewed, writeRecentlyViewed } from '@/shared/lib/recently-viewed';

const server = startMswServer();
// A fixed afternoon, so 'today' and the relative times do not depend on when the test runs.
const now = new Date(2026, 10, 24, 15, 0, 0);
const hoursBefore = (h: number) => new Date(now.getTime() - h * 60 * 60 * 1000).toISOString();
const item = (fields: Partial<RecentlyViewedItem> & Pick<RecentlyViewedItem, 'id' | 'title'>): RecentlyViewedItem => ({
  price: 150000,
  currency: 'SRD',
  location: 'Paramaribo',
  images: [],
  viewedAt: hoursBefore(0),
  viewCount: 1,
  status: 'approved',
  categoryName: 'Autos',
  ...fields,
});
const counter = (name: string) => screen.getByRole('listitem', { name }).querySelector('strong') as HTMLElement;

describe('the recently viewed page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("shows a logged-in user's server list with counters and relative times; remove and clear ask the server", async () => {
    let items = [
      item({ id: 1, title: 'Toyota Corolla', viewedAt: hoursBefore(0.2), viewCount: 3 }),
      item({ id: 2, title: 'Fiets', location: 'Wanica', categoryName: 'Sport', viewedAt: hoursBefore(5), viewCount: 1 }),
      item({ id: 3, title: 'Kast', categoryName: 'Meubels', viewedAt: hoursBefore(30), viewCount: 2 }),
      item({
        id: 4,
        title: 'Laptop',
        categoryName: 'Elektronica',
        viewedAt: new Date(2026, 10, 19, 9).toISOString(),
        viewCount: 1200,
        status: 'expired',
      }),
    ];
    const list = (): RecentlyViewedList => ({ items, total: items.length });
    const calls: string[] = [];
    server.use(
      sessionHandler(makeUser()),
      ...layoutHandlers,
      http.get('*/api/user/recently-viewed', () => HttpResponse.json(list())),
      http.delete('*/api/user/recently-viewed/:id', ({ params }) => {
        calls.push(`remove ${String(params.id)}`);
        items = items.filter((i) => String(i.id) !== params.id);
        return HttpResponse.json(list());
      }),
      http.delete('*/api/user/recently-viewed', () => {
        calls.push('clear');
        items = [];
        return HttpResponse.json(list());
      }),
    );
    renderApp('/profile/recent-bekeken');
    const toyota = await screen.findByRole('article', { name: 'Toyota Corolla' }, { timeout: 10_000 });
    expect(toyota).toHaveTextContent('3× bekeken · Zojuist bekeken');
    expect(screen.getByRole('article', { name: 'Fiets' })).toHaveTextContent('5 uur geleden');
    expect(screen.getByRole('article', { name: 'Kast' })).toHaveTextContent('Gisteren');
    expect(screen.getByRole('article', { name: 'Laptop' })).toHaveTextContent('1.200× bekeken · 19-11-2026');
    expect(screen.getByRole('article', { name: 'Laptop' })).toHaveTextContent('Niet meer online');
    expect(
      [counter('Totaal'), counter('Vandaag bekeken'), counter('Totaal weergaven'), counter('Categorieën')].map((c) => c.textContent),
    ).toEqual(['4', '2', '1.206', '4']);
    expect(readRecentlyViewed()).toEqual([1, 2, 3, 4]);

    await userEvent.type(screen.getByLabelText('Zoek in recent bekeken'), 'meubels');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Kast']);
    await userEvent.clear(screen.getByLabelText('Zoek in recent bekeken'));
    await userEvent.type(screen.getByLabelText('Zoek in recent bekeken'), 'wanica');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Fiets']);
    await userEvent.clear(screen.getByLabelText('Zoek in recent bekeken'));

    await userEvent.click(within(screen.getByRole('article', { name: 'Kast' })).getByRole('button', { name: 'Verwijderen: Kast' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kast' })).not.toBeInTheDocument());
    expect(readRecentlyViewed()).toEqual([1, 2, 4]);
    await userEvent.click(screen.getByRole('button', { name: 'Geschiedenis wissen' }));
    expect(await screen.findByText('Nog geen advertenties bekeken')).toBeInTheDocument();
    expect(calls).toEqual(['remove 3', 'clear']);
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('shows a refused removal as an error and keeps the card', async () => {
    server.use(
      sessionHandler(makeUser()),
      ...layoutHandlers,
      http.get('*/api/user/recently-viewed', () => HttpResponse.json({ items: [item({ id: 1, title: 'Fiets' })], total: 1 })),
      http.delete('*/api/user/recently-viewed/:id', () => HttpResponse.json({ message: 'stuk' }, { status: 500 })),
    );
    renderApp('/profile/recent-bekeken');
    await userEvent.click(await screen.findByRole('button', { name: 'Verwijderen: Fiets' }, { timeout: 10_000 }));
    expect(await screen.findByText('Er ging iets mis. Probeer het opnieuw.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Fiets' })).toBeInTheDocument();
  });

  it("shows a guest the browser's list and edits only that list", async () => {
    writeRecentlyViewed([5, 4]);
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads', ({ request }) => {
        const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
        const ads = ids.map((id) => makeAd({ id, title: id === 5 ? 'Scooter' : 'Brommer', category: 'Autos' }));
        return HttpResponse.json({ ads, total: ads.length, page: 1, limit: ads.length, totalPages: 1, hasMore: false });
      }),
    );
    renderApp('/profiel/recent-bekeken');
    expect(await screen.findByRole('article', { name: 'Scooter' }, { timeout: 10_000 })).not.toHaveTextContent('bekeken ·');
    expect(
      [counter('Totaal'), counter('Vandaag bekeken'), counter('Totaal weergaven'), counter('Categorieën')].map((c) => c.textContent),
    ).toEqual(['2', '–', '–', '1']);
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen: Scooter' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Scooter' })).not.toBeInTheDocument());
    expect(readRecentlyViewed()).toEqual([4]);
    await userEvent.click(screen.getByRole('button', { name: 'Geschiedenis wissen' }));
    expect(await screen.findByText('Nog geen advertenties bekeken')).toBeInTheDocument();
    expect(readRecentlyViewed()).toEqual([]);
  });
});
