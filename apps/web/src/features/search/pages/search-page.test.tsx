import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();

/** Records every search call the page makes. */
function recordSearches(respond: (url: URL) => Response) {
  const calls: URL[] = [];
  server.use(
    ...layoutHandlers,
    http.get('*/api/ads', ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      return respond(url);
    }),
  );
  return calls;
}

describe('SearchPage', () => {
  it('searches for the term and shows the results with their count', async () => {
    const calls = recordSearches(() =>
      HttpResponse.json({ ads: [makeAd({ title: 'Toyota Corolla' }), makeAd({ title: 'Toyota Hilux' })], total: '2' }),
    );
    renderApp('/zoeken?q=toyota');
    expect(await screen.findByRole('heading', { level: 1, name: /Zoekresultaten voor.*toyota/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('2 advertenties gevonden')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Toyota Corolla' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].searchParams.get('search')).toBe('toyota');
    expect(calls[0].searchParams.get('_')).toMatch(/^\d+$/);
    expect(screen.getByRole('searchbox', { name: 'Zoekterm' })).toHaveFocus();
  });

  it('strips a trailing "&_=" cache-buster from the term', async () => {
    const calls = recordSearches(() => HttpResponse.json({ ads: [], total: 0 }));
    renderApp(`/zoeken?q=${encodeURIComponent('fiets&_=1700000000')}`);
    expect(
      await screen.findByText('Geen advertenties gevonden', { selector: 'p.sm-search-page__count' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(calls.map((u) => u.searchParams.get('search'))).toEqual(['fiets']);
    expect(screen.getByRole('searchbox', { name: 'Zoekterm' })).toHaveValue('fiets');
    expect(screen.queryByText(/_=/)).not.toBeInTheDocument();
  });

  it('makes no call for a blank term, and a blank submit goes nowhere', async () => {
    const calls = recordSearches(() => HttpResponse.json({ ads: [], total: 0 }));
    const { router } = renderApp('/zoeken?q=%20%20');
    const box = await screen.findByRole('searchbox', { name: 'Zoekterm' }, { timeout: 10_000 });
    box.closest('form')!.requestSubmit();
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toHaveLength(0);
    expect(router.state.location.search).toBe('?q=%20%20');
    expect(screen.queryByRole('heading', { name: /Zoekresultaten voor/ })).not.toBeInTheDocument();
  });

  it('shows the spec error text when the search fails', async () => {
    recordSearches(() => HttpResponse.json({ message: 'kapot' }, { status: 500 }));
    renderApp('/zoeken?q=laptop');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Zoeken mislukt');
    expect(alert).toHaveTextContent('Er is een fout opgetreden bij het zoeken. Probeer het opnieuw.');
    expect(screen.queryByText(/advertenties gevonden/)).not.toBeInTheDocument();
  });

  it('a new term typed on the page is searched', async () => {
    const calls = recordSearches(() => HttpResponse.json({ ads: [], total: 0 }));
    const { router } = renderApp('/zoeken?q=bank');
    await screen.findByText('Geen advertenties gevonden', { selector: 'p.sm-search-page__count' }, { timeout: 10_000 });
    await router.navigate('/zoeken?q=kast');
    await waitFor(() => expect(calls.map((u) => u.searchParams.get('search'))).toEqual(['bank', 'kast']));
  });
});
