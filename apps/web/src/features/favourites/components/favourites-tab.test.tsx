import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoriesFixture, makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();

describe('the favourites tab', () => {
  it('lists the hearts with the date added, searches them, and removes one with the spec toast', async () => {
    let ads = [
      { ...makeAd({ id: 4, title: 'Fiets', location: 'Wanica' }), favoriteAddedAt: '2026-11-20T10:00:00Z' },
      { ...makeAd({ id: 5, title: 'Kast', location: 'Paramaribo' }), favoriteAddedAt: '2026-11-21T10:00:00Z' },
    ];
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/favorites', () => HttpResponse.json({ ads, total: ads.length })),
      http.delete('*/api/favorites/:id', ({ params }) => {
        ads = ads.filter((a) => String(a.id) !== params.id);
        return HttpResponse.json({ isFavorite: false });
      }),
    );
    renderApp('/profile/favorieten');
    const fiets = await screen.findByRole('article', { name: 'Fiets' }, { timeout: 10_000 });
    expect(fiets).toHaveTextContent('Toegevoegd 20-11-2026');
    await userEvent.type(screen.getByLabelText('Zoek in je favorieten'), 'wanica');
    expect(screen.queryByRole('article', { name: 'Kast' })).not.toBeInTheDocument();
    await userEvent.click(within(fiets).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Favoriet verwijderd')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Fiets' })).not.toBeInTheDocument());
  });
});
