import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd, makeFacets } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();

function recordAds() {
  const calls: URLSearchParams[] = [];
  server.use(
    ...layoutHandlers,
    http.get('*/api/ads', ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json({ ads: [makeAd({ title: 'Honda Civic' })], total: 1 });
    }),
  );
  return calls;
}

describe('CategoryPage', () => {
  it('reads the filters from the address and sends them in cents', async () => {
    const calls = recordAds();
    renderApp('/categorie/autos?locatie=wanica&min=100&max=2500,50&sortering=price_asc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Autos' }, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Honda Civic' });
    const last = calls[calls.length - 1];
    expect(Object.fromEntries(last)).toEqual({
      categoryId: '2',
      limit: '100',
      location: 'Wanica',
      minPrice: '10000',
      maxPrice: '250050',
      sortBy: 'price_asc',
    });
    expect(screen.getByLabelText('Locatie')).toHaveValue('Wanica');
    expect(screen.getByLabelText('Sorteren')).toHaveValue('price_asc');
  });

  it('puts a changed filter in the address so the page can be shared', async () => {
    const calls = recordAds();
    const { router } = renderApp('/categorie/autos');
    await screen.findByRole('article', { name: 'Honda Civic' }, { timeout: 10_000 });
    await userEvent.selectOptions(screen.getByLabelText('Sorteren'), 'popular');
    await waitFor(() => expect(router.state.location.search).toBe('?sortering=popular'));
    await waitFor(() => expect(calls[calls.length - 1].get('sortBy')).toBe('popular'));
  });

  it('says "Categorie niet gevonden" for an unknown slug and asks for no ads', async () => {
    const calls = recordAds();
    renderApp('/categorie/bestaat-niet');
    expect(await screen.findByText('Categorie niet gevonden', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/');
    expect(calls).toHaveLength(0);
  });

  it('shows beside each district, subcategory and price band how many ads it gives, the empty ones greyed', async () => {
    recordAds();
    const facetCalls: URLSearchParams[] = [];
    server.use(
      http.get('*/api/ads/facets', ({ request }) => {
        facetCalls.push(new URL(request.url).searchParams);
        return HttpResponse.json(makeFacets((value) => ({ Wanica: 0, Paramaribo: 1204, 20: 12000, 'band-0': 0 })[value] ?? 7));
      }),
    );
    renderApp('/categorie/autos?locatie=paramaribo&max=500');
    await screen.findByRole('article', { name: 'Honda Civic' }, { timeout: 10_000 });
    // The facets count what the list shows, without its order or length.
    expect(Object.fromEntries(facetCalls[facetCalls.length - 1])).toEqual({ categoryId: '2', location: 'Paramaribo', maxPrice: '50000' });
    const location = screen.getByLabelText('Locatie');
    expect(within(location).getByRole('option', { name: 'Paramaribo (1.204)' })).toBeInTheDocument();
    expect(within(location).getByRole('option', { name: 'Wanica (0)' })).toHaveClass('sm-facet--empty');
    const subcategory = within(screen.getByRole('navigation', { name: 'Subcategorieën' })).getByRole('link', {
      name: 'Personenauto (10.000+)',
    });
    expect(subcategory).toHaveAttribute('href', '/categorie/personenauto?locatie=paramaribo&max=500');
    const bands = within(screen.getByRole('navigation', { name: 'Prijsklasse' }));
    expect(bands.getByRole('link', { name: 'tot € 100 (0)' })).toHaveClass('sm-facet--empty');
    expect(bands.getByRole('link', { name: '€ 100 – € 500 (7)' })).toHaveAttribute(
      'href',
      '/categorie/autos?locatie=paramaribo&max=499.99&min=100',
    );
    // Without JavaScript the form is sent as it stands: its fields carry the address's names.
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form).toHaveAttribute('method', 'get');
    expect([...form.querySelectorAll('[name]')].map((field) => field.getAttribute('name'))).toEqual(
      expect.arrayContaining(['locatie', 'min', 'max', 'valuta', 'sortering']),
    );
  });
});
