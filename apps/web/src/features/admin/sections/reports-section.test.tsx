import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();
const TOKEN = 'a'.repeat(43);
const REVIEW_ID = '3f0c6a8e-1b2d-4c3e-9f00-000000000001';

describe("the back-office's Meldingen", () => {
  afterEach(() => localStorage.clear());

  it('lists reported ads by count with reasons and texts, dismisses, rejects with a reason, and removes a review', async () => {
    localStorage.setItem('sm_admin_session', JSON.stringify({ token: TOKEN, expiresAt: new Date(Date.now() + 3600_000).toISOString() }));
    const calls: unknown[] = [];
    let list = {
      reports: [
        {
          adId: 5,
          adTitle: 'Namaak Rolex',
          status: 'reported',
          count: 3,
          reasons: ['prohibited', 'scam'],
          lastAt: '2026-11-20T10:00:00Z',
          texts: ['Vraagt vooruitbetaling'],
        },
        {
          adId: 6,
          adTitle: 'Fiets Gazelle',
          status: 'approved',
          count: 1,
          reasons: ['duplicate'],
          lastAt: '2026-11-19T10:00:00Z',
          texts: [],
        },
      ],
      reviewReports: [
        {
          reviewId: REVIEW_ID,
          rating: 1,
          reviewText: 'Oplichter!!!',
          revieweeId: '00000000-0000-4000-8000-000000000042',
          count: 1,
          reasons: ['offensive'],
          lastAt: '2026-11-20T11:00:00Z',
          texts: ['Scheldt me uit'],
        },
      ],
    };
    server.use(
      http.get('*/api/admin/notifications', () =>
        HttpResponse.json({ newUsersToday: 0, totalUsers: 10, totalAds: 4, pendingAds: 0, openReports: 5 }),
      ),
      http.get('*/api/admin/reports', ({ request }) => {
        expect(request.headers.get('admin-token')).toBe(TOKEN);
        return HttpResponse.json(list);
      }),
      http.post('*/api/admin/reports/:id/dismiss', ({ params }) => {
        calls.push(['dismiss', Number(params.id)]);
        list = { ...list, reports: list.reports.filter((r) => r.adId !== Number(params.id)) };
        return HttpResponse.json({ success: true, message: 'Meldingen genegeerd, de advertentie staat weer online' });
      }),
      http.patch('*/api/ads/:id/status', async ({ params, request }) => {
        calls.push(['status', Number(params.id), await request.json()]);
        return HttpResponse.json({ success: true, message: 'Advertentie status succesvol gewijzigd', ad: {} });
      }),
      http.delete('*/api/admin/reviews/:id', ({ params }) => {
        calls.push(['delete review', params.id]);
        return HttpResponse.json({ success: true, message: 'Beoordeling verwijderd' });
      }),
    );
    renderApp('/admin?tab=meldingen');

    const rolex = await screen.findByRole('article', { name: 'Namaak Rolex' }, { timeout: 10_000 });
    const cards = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(cards.slice(0, 2)).toEqual(['Namaak Rolex', 'Fiets Gazelle']);
    for (const text of ['3 meldingen', 'Verboden artikel', 'Oplichting', 'Vraagt vooruitbetaling', 'Gemeld (offline)'])
      expect(within(rolex).getByText(text)).toBeInTheDocument();
    // Each report counts in the notification panel's badge.
    expect(screen.getByRole('button', { name: 'Meldingen' }).closest('.ant-badge')).toHaveTextContent('5');

    await userEvent.click(within(rolex).getByRole('button', { name: 'Afwijzen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reden van afwijzing'), 'Verboden artikel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    await waitFor(() => expect(calls).toContainEqual(['status', 5, { status: 'rejected', reason: 'Verboden artikel' }]));

    await userEvent.click(within(screen.getByRole('article', { name: 'Fiets Gazelle' })).getByRole('button', { name: 'Negeren' }));
    expect(await screen.findByText('Meldingen genegeerd, de advertentie staat weer online')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Fiets Gazelle' })).not.toBeInTheDocument());

    const review = screen.getByRole('article', { name: 'Oplichter!!!' });
    expect(within(review).getByText('Scheldt me uit')).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Verwijderen' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(calls).toContainEqual(['delete review', REVIEW_ID]));
    expect(await screen.findByText('Beoordeling verwijderd')).toBeInTheDocument();
  });
});
