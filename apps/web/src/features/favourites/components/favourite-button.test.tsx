import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();

describe('FavouriteButton', () => {
  it('asks a guest to log in and saves nothing', async () => {
    const favouriteCalls: string[] = [];
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads', () => HttpResponse.json({ ads: [makeAd({ title: 'Fiets' })], total: 1 })),
      http.all('*/api/favorites*', ({ request }) => {
        favouriteCalls.push(`${request.method} ${request.url}`);
        return HttpResponse.json({});
      }),
    );
    renderApp('/nieuwste');
    const card = await screen.findByRole('article', { name: 'Fiets' }, { timeout: 10_000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Toevoegen aan favorieten' }));

    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Inloggen vereist');
    expect(dialog).toHaveTextContent('Log in om advertenties aan je favorieten toe te voegen.');
    expect(favouriteCalls).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Toevoegen aan favorieten' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('takes the guest to /auth from the dialog', async () => {
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads', () => HttpResponse.json({ ads: [makeAd({ title: 'Kast' })], total: 1 })),
    );
    const { router } = renderApp('/nieuwste');
    const card = await screen.findByRole('article', { name: 'Kast' }, { timeout: 10_000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Toevoegen aan favorieten' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Naar inloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('lets a logged-in user save a favourite on the server', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/categories', () => HttpResponse.json([])),
      sessionHandler(makeUser({ firstName: 'Anita', username: 'anita' })),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/ads', () => HttpResponse.json({ ads: [makeAd({ id: 7, title: 'Tafel' })], total: 1 })),
      http.get('*/api/favorites/ids', () => HttpResponse.json({ adIds: posted.length > 0 ? [7] : [] })),
      http.post('*/api/favorites', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ isFavorite: true }, { status: 201 });
      }),
    );
    renderApp('/nieuwste');
    const card = await screen.findByRole('article', { name: 'Tafel' }, { timeout: 10_000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Toevoegen aan favorieten' }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Verwijderen uit favorieten' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(posted).toEqual([{ adId: 7 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Toegevoegd aan favorieten: "Tafel"');
  });

  it('shows the hearts of a whole page from one call, and puts a heart back when the server refuses it', async () => {
    const favouriteCalls: string[] = [];
    server.use(
      http.get('*/api/categories', () => HttpResponse.json([])),
      sessionHandler(makeUser({ firstName: 'Anita', username: 'anita' })),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/ads', () =>
        HttpResponse.json({
          ads: [makeAd({ id: 1, title: 'Fiets' }), makeAd({ id: 2, title: 'Kast' }), makeAd({ id: 3, title: 'Tafel' })],
          total: 3,
        }),
      ),
      http.all('*/api/favorites*', ({ request }) => {
        favouriteCalls.push(`${request.method} ${new URL(request.url).pathname}`);
        if (request.method === 'GET') return HttpResponse.json({ adIds: [3, 1] });
        return HttpResponse.json({ message: 'Advertentie niet gevonden' }, { status: 404 });
      }),
    );
    renderApp('/nieuwste');
    const heart = async (title: string) =>
      within(await screen.findByRole('article', { name: title }, { timeout: 10_000 })).getByRole('button');
    await waitFor(async () => expect(await heart('Fiets')).toHaveAttribute('aria-pressed', 'true'));
    expect(await heart('Kast')).toHaveAttribute('aria-pressed', 'false');
    expect(await heart('Tafel')).toHaveAttribute('aria-pressed', 'true');
    expect(favouriteCalls).toEqual(['GET /api/favorites/ids']);

    await userEvent.click(await heart('Kast'));
    expect(await screen.findByText('Fout: Er ging iets mis. Probeer het opnieuw.', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(async () => expect(await heart('Kast')).toHaveAttribute('aria-pressed', 'false'));
    expect(favouriteCalls.slice(0, 2)).toEqual(['GET /api/favorites/ids', 'POST /api/favorites']);
  });
});
