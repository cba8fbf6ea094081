import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoriesFixture, makeFacets } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();
const common = [
  http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
  http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/ads', () => HttpResponse.json({ ads: [], total: 0 })),
  // The counts beside the search page's filters.
  http.get('*/api/ads/facets', () => HttpResponse.json(makeFacets())),
  http.get('*/api/ads/search', () => HttpResponse.json({ ads: [], total: 0 })),
];

describe('saved searches', () => {
  it('saves the search of the page with a name and daily mails', async () => {
    const sent: unknown[] = [];
    server.use(
      sessionHandler(makeUser()),
      ...common,
      http.post('*/api/saved-searches', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { message: 'Zoekopdracht bewaard. Je krijgt een e-mail bij nieuwe advertenties.', savedSearch: {} },
          { status: 201 },
        );
      }),
    );
    renderApp('/zoeken?q=fiets');
    // No result: the button sits in the no-result help once its counts are in (the page's own one goes then).
    await screen.findByText('Zo vind je wel iets', {}, { timeout: 10_000 });
    await userEvent.click(await screen.findByRole('button', { name: /Bewaar deze zoekopdracht/ }, { timeout: 10_000 }));
    await userEvent.type(await screen.findByLabelText('Naam', {}, { timeout: 10_000 }), 'Fiets voor Bram');
    await userEvent.click(screen.getByLabelText(/Eén keer per dag/));
    await userEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Fiets voor Bram', query: { search: 'fiets' }, frequency: 'daily' }]));
  });

  it('saves a category page with its place, its prices in the currency they were given in and its own filters', async () => {
    const sent: unknown[] = [];
    server.use(
      sessionHandler(makeUser()),
      ...common,
      http.get('*/api/categories/:slug/filters', () => HttpResponse.json({ filters: [] })),
      http.post('*/api/saved-searches', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Zoekopdracht bewaard.', savedSearch: {} }, { status: 201 });
      }),
    );
    const kenmerken = encodeURIComponent('{"merk":"Makita"}');
    renderApp(`/categorie/gereedschap?locatie=Wanica&min=500&max=1500&valuta=SRD&sortering=price_asc&kenmerken=${kenmerken}`);
    await userEvent.click(await screen.findByRole('button', { name: /Bewaar deze zoekopdracht/ }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bewaren' }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          query: { categoryId: 1, location: 'Wanica', minPrice: 50000, maxPrice: 150000, priceCurrency: 'SRD', attr: '{"merk":"Makita"}' },
          frequency: 'instant',
        },
      ]),
    );
  });

  it('pauses a search in the profile tab', async () => {
    const patches: unknown[] = [];
    let active = true;
    server.use(
      sessionHandler(makeUser()),
      ...common,
      http.get('*/api/saved-searches', () =>
        HttpResponse.json({
          savedSearches: [{ id: 4, name: '"fiets" · Wanica', query: { search: 'fiets' }, frequency: 'instant', active }],
        }),
      ),
      http.patch('*/api/saved-searches/4', async ({ request }) => {
        patches.push(await request.json());
        active = false;
        return HttpResponse.json({ message: 'Zoekopdracht bijgewerkt', savedSearch: {} });
      }),
    );
    renderApp('/profiel/zoekopdrachten');
    const toggle = await screen.findByRole('switch', { name: 'Meldingen aan: "fiets" · Wanica' }, { timeout: 10_000 });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(patches).toEqual([{ active: false }]));
    // Off, and labelled so: the label says what the switch does now.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Meldingen uit: "fiets" · Wanica' })).not.toBeChecked());
    expect(screen.getByText('Meldingen uit')).toBeInTheDocument();
  });

  it('says the alerts stopped on the unsubscribe page, without login', async () => {
    const tokens: unknown[] = [];
    server.use(
      ...common,
      http.post('*/api/saved-searches/unsubscribe', async ({ request }) => {
        tokens.push(await request.json());
        return HttpResponse.json({ message: 'Je ontvangt geen meldingen meer voor deze zoekopdracht' });
      }),
    );
    renderApp('/unsubscribe?token=4.abc');
    expect(await screen.findByText('Je ontvangt geen meldingen meer voor deze zoekopdracht', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(tokens).toEqual([{ token: '4.abc' }]);
  });
});
