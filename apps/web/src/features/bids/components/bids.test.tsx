import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { categoriesFixture, makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();
const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
const bid = (id: number, status: string, extra = {}) => ({
  id,
  adId: 10 + id,
  adTitle: `Fiets ${id}`,
  adLocation: 'Wanica',
  adImage: null,
  originalPrice: 50000,
  bidAmount: 40000,
  currency: 'SRD',
  status,
  message: 'Kan ik hem zaterdag ophalen?',
  createdAt: '2026-11-20T10:00:00Z',
  expiresAt: inHours(100),
  decidedAt: null,
  bidderName: 'Ravi',
  contact: null,
  ...extra,
});

describe('bids', () => {
  afterEach(() => {
    document.cookie = 'sm_has_session=; max-age=0; path=/';
  });

  it("lets a logged-in user bid in the ad's currency on the ad page, with the server's refusal shown", async () => {
    const placed: unknown[] = [];
    server.use(
      sessionHandler(makeUser()),
      ...layoutHandlers,
      http.get('*/api/ads/7', () => HttpResponse.json(makeAd({ id: 7, title: 'Gitaar Yamaha', price: 45000, currency: 'SRD' }))),
      http.get('*/api/favorites/7', () => HttpResponse.json({ isFavorite: false })),
      http.post('*/api/ads/7/bids', async ({ request }) => {
        const body = (await request.json()) as { amount: number };
        placed.push(body);
        return body.amount > 45000
          ? HttpResponse.json({ statusCode: 403, message: 'Je kunt niet bieden op je eigen advertentie' }, { status: 403 })
          : HttpResponse.json({ success: true, message: 'Bod geplaatst', bid: bid(1, 'pending') }, { status: 201 });
      }),
    );
    renderApp('/ad/7');
    const amount = await screen.findByLabelText('Je bod (SRD)', {}, { timeout: 10_000 });
    const form = within(amount.closest('form') as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Bod uitbrengen' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Vul je bod in als bedrag groter dan 0, bijvoorbeeld 12.500 of 12,50');
    await userEvent.type(amount, '400,50');
    await userEvent.type(screen.getByLabelText('Bericht aan de verkoper (optioneel)'), 'Morgen ophalen?');
    await userEvent.click(screen.getByRole('button', { name: 'Bod uitbrengen' }));
    expect(await screen.findByText('Bod geplaatst')).toBeInTheDocument();
    expect(placed).toEqual([{ amount: 40050, message: 'Morgen ophalen?' }]);
    await userEvent.type(amount, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Bod uitbrengen' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Je kunt niet bieden op je eigen advertentie'));
  });

  it('shows a guest the way to log in instead of the form', async () => {
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/8', () => HttpResponse.json(makeAd({ id: 8, title: 'Kast' }))),
    );
    renderApp('/ad/8');
    expect(await screen.findByRole('link', { name: 'Log in om een bod uit te brengen' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.queryByRole('button', { name: 'Bod uitbrengen' })).not.toBeInTheDocument();
  });

  it("lists the bidder's bids: counters, filter, struck-through price, savings, expiring soon, an accepted one's contact", async () => {
    const bids = [
      bid(1, 'pending', { expiresAt: inHours(5) }),
      bid(2, 'accepted', { contact: { name: 'Demo', email: 'demo@surimarkt.sr', phone: '+597 8123456' } }),
      bid(3, 'rejected'),
    ];
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/user/bids', () => HttpResponse.json({ bids, total: bids.length })),
    );
    renderApp('/profiel/biedingen');
    const first = await screen.findByRole('article', { name: 'Fiets 1' }, { timeout: 10_000 });
    expect(within(first).getByText('Verloopt binnenkort')).toBeInTheDocument();
    expect(within(first).getByText('SRD 500,00').tagName).toBe('S');
    expect(within(first).getByText('Besparing: SRD 100,00')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Fiets 3' })).queryByText('Verloopt binnenkort')).not.toBeInTheDocument();
    const counter = (label: string) =>
      screen.getByText(label, { selector: '.ant-statistic-title' }).closest('.ant-statistic') as HTMLElement;
    expect(counter('Totaal')).toHaveTextContent('3');
    expect(counter('Geaccepteerd')).toHaveTextContent('1');

    await userEvent.click(screen.getByText('Geaccepteerd', { selector: '.ant-segmented-item-label' }));
    expect(screen.queryByRole('article', { name: 'Fiets 1' })).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('article', { name: 'Fiets 2' })).getByRole('button', { name: 'Contact opnemen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: '+597 8123456' })).toHaveAttribute('href', 'tel:+5978123456');
  });

  it("lets the bidder withdraw a pending bid after confirming; it then reads 'Ingetrokken'", async () => {
    let bids = [bid(1, 'pending'), bid(2, 'accepted')];
    const withdrawn: number[] = [];
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/user/bids', () => HttpResponse.json({ bids, total: bids.length })),
      http.delete('*/api/bids/:id', ({ params }) => {
        withdrawn.push(Number(params.id));
        bids = bids.map((b) => (b.id === Number(params.id) ? { ...b, status: 'withdrawn' } : b));
        return HttpResponse.json({ success: true, message: 'Bod ingetrokken', bid: bids[0] });
      }),
    );
    renderApp('/profiel/biedingen');
    const pending = await screen.findByRole('article', { name: 'Fiets 1' }, { timeout: 10_000 });
    expect(within(screen.getByRole('article', { name: 'Fiets 2' })).queryByRole('button', { name: 'Intrekken' })).not.toBeInTheDocument();
    await userEvent.click(within(pending).getByRole('button', { name: 'Intrekken' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('De verkoper ziet het daarna niet meer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Intrekken' }));
    expect(await screen.findByText('Bod ingetrokken')).toBeInTheDocument();
    expect(withdrawn).toEqual([1]);
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Fiets 1' })).getByText('Ingetrokken')).toBeInTheDocument());
  });

  it('lets the seller accept a bid from Mijn Advertenties', async () => {
    let adBids = [bid(5, 'pending', { adId: 21 })];
    const decided: unknown[] = [];
    const own = {
      ...makeAd({ id: 21, title: 'Gitaar' }),
      status: 'approved',
      rejectionReason: null,
      flaggedWords: [],
      expiresAt: null,
      updatedAt: '2026-11-01T00:00:00Z',
      pendingBids: 1,
    };
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/ads/user', () => HttpResponse.json({ ads: [own], total: 1 })),
      http.get('*/api/ads/21/bids', () => HttpResponse.json({ bids: adBids, total: adBids.length })),
      http.patch('*/api/bids/:id', async ({ params, request }) => {
        decided.push({ id: Number(params.id), ...((await request.json()) as object) });
        adBids = [{ ...adBids[0], status: 'accepted', contact: { name: 'Ravi', email: 'ravi@example.sr', phone: null } as never }];
        return HttpResponse.json({ success: true, message: 'Bod geaccepteerd', bid: adBids[0] });
      }),
    );
    renderApp('/profiel/mijn-advertenties');
    const card = await screen.findByRole('article', { name: 'Gitaar' }, { timeout: 10_000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Biedingen (1)' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Van Ravi', { exact: false })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accepteren' }));
    await waitFor(() => expect(decided).toEqual([{ id: 5, status: 'accepted' }]));
    expect(await screen.findByText('Bod geaccepteerd')).toBeInTheDocument();
    expect(await within(dialog).findByText('📧 ravi@example.sr', { exact: false })).toBeInTheDocument();
  });
});
