import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd, makeFacets } from '@/testing/fixtures';
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

  it("has the category pages' filters, sort and counts, and sends them with the words", async () => {
    const calls = recordSearches(() => HttpResponse.json({ ads: [makeAd({ title: 'Toyota Hilux' })], total: 1 }));
    const facetCalls: URLSearchParams[] = [];
    server.use(
      http.get('*/api/ads/facets', ({ request }) => {
        facetCalls.push(new URL(request.url).searchParams);
        return HttpResponse.json(makeFacets((value) => ({ Wanica: 4, 20: 0 })[value] ?? 2));
      }),
    );
    const { router } = renderApp('/zoeken?q=toyota&categorie=autos&locatie=wanica&sortering=price_asc');
    await screen.findByRole('article', { name: 'Toyota Hilux' }, { timeout: 10_000 });
    const { _: _buster, ...sent } = Object.fromEntries(calls[calls.length - 1].searchParams);
    expect(sent).toEqual({ search: 'toyota', categoryId: '2', location: 'Wanica', sortBy: 'price_asc' });
    expect(Object.fromEntries(facetCalls[facetCalls.length - 1])).toEqual({ search: 'toyota', categoryId: '2', location: 'Wanica' });
    const strip = within(screen.getByRole('navigation', { name: 'Categorieën met resultaten' }));
    expect(strip.getByRole('link', { name: 'Alle categorieën' })).toHaveAttribute(
      'href',
      '/zoeken?q=toyota&locatie=wanica&sortering=price_asc',
    );
    expect(strip.getByRole('link', { name: 'Personenauto (0)' })).toHaveClass('sm-facet--empty');
    expect(within(screen.getByLabelText('Locatie')).getByRole('option', { name: 'Wanica (4)' })).toBeInTheDocument();
    // Without JavaScript the filter form sends the words and the category along.
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form.querySelector('input[type="hidden"][name="q"]')).toHaveValue('toyota');
    expect(form.querySelector('input[type="hidden"][name="categorie"]')).toHaveValue('autos');
    await userEvent.selectOptions(screen.getByLabelText('Sorteren'), 'newest');
    await waitFor(() => expect(router.state.location.search).toBe('?locatie=Wanica&sortering=newest&q=toyota&categorie=autos'));
  });

  it('shows the filters without counts when the site could not count them in time', async () => {
    recordSearches(() => HttpResponse.json({ ads: [makeAd({ title: 'Toyota Hilux' })], total: 500 }));
    server.use(http.get('*/api/ads/facets', () => HttpResponse.json({ ...makeFacets(() => 0), uncounted: true })));
    renderApp('/zoeken?q=toyota');
    await screen.findByRole('article', { name: 'Toyota Hilux' }, { timeout: 10_000 });
    // The districts are offered as always, with no number and none greyed as if empty.
    expect(within(screen.getByLabelText('Locatie')).getByRole('option', { name: 'Wanica' })).toBeInTheDocument();
    expect(document.querySelector('.sm-facet--empty')).toBeNull();
  });

  it("shows a way out of a search without results: without the filter that empties it, the spelling, the category's newest", async () => {
    // Before the layout's handlers, whose facets count 3 of everything.
    server.use(
      http.get('*/api/ads', ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json(
          url.searchParams.get('search') ? { ads: [], total: 0 } : { ads: [makeAd({ title: 'Nieuwste Toyota' })], total: 1 },
        );
      }),
      http.get('*/api/ads/facets', () =>
        HttpResponse.json({ ...makeFacets(() => 0), total: 0, without: { category: 3, location: 0, price: 12 }, suggestion: 'toyota' }),
      ),
      ...layoutHandlers,
    );
    renderApp('/zoeken?q=toyta&categorie=autos&max=50');
    const help = within(await screen.findByRole('region', { name: 'Zo vind je wel iets' }, { timeout: 10_000 }));
    expect(help.getByRole('link', { name: '12 resultaten zonder de prijsgrens' })).toHaveAttribute(
      'href',
      '/zoeken?q=toyta&categorie=autos',
    );
    expect(help.getByRole('link', { name: '3 resultaten in alle categorieën' })).toHaveAttribute('href', '/zoeken?q=toyta&max=50');
    expect(help.queryByText(/in heel Suriname/)).not.toBeInTheDocument();
    expect(help.getByRole('link', { name: 'toyota' })).toHaveAttribute('href', '/zoeken?q=toyota');
    expect(help.getByRole('heading', { name: 'Nieuwste in Autos' })).toBeInTheDocument();
    expect(await help.findByRole('article', { name: 'Nieuwste Toyota' })).toBeInTheDocument();
    expect(help.getByText(/bewaar deze zoekopdracht/)).toBeInTheDocument();
  });
});
