import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();
const TOKEN = 'c'.repeat(43);

const pendingAd = (id: number, title: string, risk?: object) => ({
  ...makeAd({ id, title, status: 'pending', images: [`/uploads/ads/2026/11/photo${id}aaaaaaaaaaaaa.webp`] }),
  userId: 'u1',
  userEmail: 'verkoper@example.sr',
  flaggedWords: [],
  ...(risk ? { risk } : {}),
});

describe("the back-office's Moderatie with risk", () => {
  afterEach(() => localStorage.clear());

  it('shows each pending ad’s risk with its reasons in Dutch and the other ad’s photo, sorts by risk and rejects for fraud', async () => {
    localStorage.setItem('sm_admin_session', JSON.stringify({ token: TOKEN, expiresAt: new Date(Date.now() + 3600_000).toISOString() }));
    const asked: string[] = [];
    const decisions: unknown[] = [];
    const saved: unknown[] = [];
    const stolen = pendingAd(21, 'iPhone 15 Pro spotgoedkoop', {
      score: 75,
      reasons: ['duplicate_photo', 'price_outlier'],
      duplicates: [
        {
          photo: '/uploads/ads/2026/11/photo21aaaaaaaaaaaaa.webp',
          otherAdId: 9,
          otherPhoto: '/uploads/ads/2026/11/other9aaaaaaaaaaaaa.webp',
          distance: 2,
        },
      ],
    });
    const calm = pendingAd(22, 'Damesfiets Gazelle', { score: 0, reasons: [], duplicates: [] });
    server.use(
      http.get('*/api/admin/notifications', () => HttpResponse.json({ newUsersToday: 0, totalUsers: 1, totalAds: 2, pendingAds: 2 })),
      http.get('*/api/admin/ads', ({ request }) => {
        const sort = new URL(request.url).searchParams.get('sort');
        asked.push(sort ?? 'newest');
        return HttpResponse.json({ ads: sort === 'risk' ? [stolen, calm] : [calm, stolen], total: 2 });
      }),
      http.patch('*/api/ads/:id/status', async ({ request, params }) => {
        decisions.push({ id: Number(params.id), ...((await request.json()) as object) });
        return HttpResponse.json({ success: true, message: 'Status bijgewerkt', ad: { ...stolen, status: 'rejected' } });
      }),
      http.get('*/api/admin/risk-settings', () => HttpResponse.json({ threshold: 60, action: 'hold', rejectReason: 'Verdacht' })),
      http.put('*/api/admin/risk-settings', async ({ request }) => {
        const body = await request.json();
        saved.push(body);
        return HttpResponse.json(body);
      }),
      http.get('*/api/admin/risk-stats', () => HttpResponse.json({ reasons: [{ reason: 'duplicate_photo', held: 4, approved: 1 }] })),
    );
    renderApp('/admin?tab=moderatie');
    // Role queries over the whole back-office are slow on a busy machine: the card is found by its score.
    const card = (await screen.findByText('Risico 75', {}, { timeout: 30_000 })).closest('[role="article"]') as HTMLElement;
    expect(card).toHaveAttribute('aria-label', 'iPhone 15 Pro spotgoedkoop');
    expect(within(card).getByText('Foto staat al in een advertentie van een ander account')).toBeInTheDocument();
    expect(within(card).getByText('Prijs ver onder de gebruikelijke prijs in deze categorie')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Advertentie 9' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Zelfde foto als advertentie 9/ })).toHaveAttribute('href', '/ad/9');
    expect(screen.getByText('Risico 0').closest('[role="article"]')).toHaveAttribute('aria-label', 'Damesfiets Gazelle');
    // The week per reason, beside the setting.
    expect(await screen.findByText('Vastgehouden')).toBeInTheDocument();
    expect(screen.getAllByText('Foto staat al in een advertentie van een ander account')).toHaveLength(2);

    const titles = () => [...document.querySelectorAll('[role="article"]')].map((a) => a.getAttribute('aria-label'));
    expect(titles()).toEqual(['Damesfiets Gazelle', 'iPhone 15 Pro spotgoedkoop']);
    await userEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(titles()).toEqual(['iPhone 15 Pro spotgoedkoop', 'Damesfiets Gazelle']));
    expect(asked).toContain('risk');

    await userEvent.click(within(card).getByRole('button', { name: 'Afwijzen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reden van afwijzing'), 'Gestolen foto');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    await waitFor(() => expect(decisions).toEqual([{ id: 21, status: 'rejected', reason: 'Gestolen foto', fraud: true }]));

    // The setting above the threshold, saved.
    const threshold = screen.getByLabelText('Drempel (1-100)');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '75');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saved).toEqual([{ threshold: 75, action: 'hold', rejectReason: 'Verdacht' }]));
    expect(await screen.findByText('Risico-instellingen opgeslagen')).toBeInTheDocument();
  });
});
