import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoriesFixture, makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();
const own = (id: number, title: string, extra = {}) => ({
  ...makeAd({ id, title }),
  rejectionReason: null,
  flaggedWords: [],
  expiresAt: null,
  updatedAt: '2026-11-01T00:00:00Z',
  ...extra,
});

describe('reserved and sold in Mijn Advertenties', () => {
  it('reserves an ad, then sells it to someone who bid, named in the dialog', async () => {
    let ads = [own(1, 'Fiets')];
    const sent: unknown[] = [];
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/ads/user', () => HttpResponse.json({ ads, total: ads.length })),
      http.get('*/api/ads/1/buyers', () =>
        HttpResponse.json({ buyers: [{ id: '0b6f5b1e-8c2f-4a39-9a0e-6a2a8c1f1a11', displayName: 'Ravi R.', via: 'bid' }] }),
      ),
      http.patch('*/api/ads/1/sale', async ({ request }) => {
        const body = (await request.json()) as { status: string; buyerId?: string };
        sent.push(body);
        ads = [{ ...ads[0], saleStatus: body.status as never, status: body.status === 'sold' ? 'sold' : 'approved' }];
        const message = body.status === 'sold' ? 'Advertentie is verkocht' : 'Advertentie is gereserveerd';
        return HttpResponse.json({ success: true, message, ad: ads[0] });
      }),
    );
    renderApp('/profiel/mijn-advertenties');
    const card = await screen.findByRole('article', { name: 'Fiets' }, { timeout: 10_000 });
    await userEvent.click(within(card).getByRole('combobox', { name: 'Verkoopstatus' }));
    await userEvent.click(await screen.findByTitle('Gereserveerd'));
    expect(await screen.findByText('Advertentie is gereserveerd')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'reserved' }]);
    // The list closes after the choice; the next click opens it again.
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown-hidden')).not.toBeNull());

    await userEvent.click(within(screen.getByRole('article', { name: 'Fiets' })).getByRole('combobox', { name: 'Verkoopstatus' }));
    await userEvent.click(await screen.findByTitle('Verkocht'));
    const dialog = (await screen.findByText('Aan wie heb je verkocht?')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(await within(dialog).findByLabelText(/Ravi R\./));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Markeer als verkocht' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ status: 'sold', buyerId: '0b6f5b1e-8c2f-4a39-9a0e-6a2a8c1f1a11' });
    // Sold: the tag says so and the ad can no longer be edited.
    const sold = await screen.findByRole('article', { name: 'Fiets' });
    await waitFor(() => expect(within(sold).getByText('Verkocht', { selector: '.ant-tag' })).toBeInTheDocument());
    expect(within(sold).queryByRole('button', { name: 'Bewerken' })).not.toBeInTheDocument();
  });

  it('offers no sale control for an ad that is not online', async () => {
    const ads = [own(2, 'Kast', { status: 'pending' })];
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/ads/user', () => HttpResponse.json({ ads, total: ads.length })),
    );
    renderApp('/profiel/mijn-advertenties');
    const card = await screen.findByRole('article', { name: 'Kast' }, { timeout: 10_000 });
    expect(within(card).queryByRole('combobox', { name: 'Verkoopstatus' })).not.toBeInTheDocument();
  });
});
