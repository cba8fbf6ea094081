import type { AdminBankTransfer } from '@surimarkt/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();
const TOKEN = 'a'.repeat(43);

const transfer = (fields: Partial<AdminBankTransfer>): AdminBankTransfer => ({
  id: '3f0c6a8e-1b2d-4c3e-9f00-000000000001',
  reference: 'SM-7K4Q-92XD',
  business: 'Kromo Auto NV',
  description: 'Premium-pakket, 1 maand',
  amount: 2000,
  currency: 'EUR',
  createdAt: '2026-11-20T10:00:00Z',
  expiresAt: '2026-12-04T10:00:00Z',
  paidAt: null,
  status: 'pending',
  invoiceNumber: null,
  ...fields,
});

describe("the back-office's Betalingen", () => {
  afterEach(() => localStorage.clear());

  it('lists open transfers, searches by reference, confirms after asking and cancels one', async () => {
    localStorage.setItem('sm_admin_session', JSON.stringify({ token: TOKEN, expiresAt: new Date(Date.now() + 3600_000).toISOString() }));
    const calls: string[] = [];
    const searches: (string | null)[] = [];
    let list = [
      transfer({}),
      transfer({ id: '3f0c6a8e-1b2d-4c3e-9f00-000000000002', reference: 'SM-ABCD-EFGH', business: 'Cas Bouw NV', amount: 1000 }),
    ];
    server.use(
      http.get('*/api/admin/notifications', () =>
        HttpResponse.json({ newUsersToday: 0, totalUsers: 10, totalAds: 4, pendingAds: 0, openReports: 0 }),
      ),
      http.get('*/api/admin/bank-transfers', ({ request }) => {
        expect(request.headers.get('admin-token')).toBe(TOKEN);
        const url = new URL(request.url);
        expect(url.searchParams.get('status')).toBe('pending');
        const q = url.searchParams.get('q');
        searches.push(q);
        const key = (q ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
        return HttpResponse.json({ transfers: list.filter((t) => t.reference.replace(/-/g, '').includes(key)) });
      }),
      http.post('*/api/admin/bank-transfers/:id/confirm', ({ params }) => {
        calls.push(`confirm ${params.id}`);
        const done = { ...list.find((t) => t.id === params.id)!, status: 'paid' as const };
        list = list.filter((t) => t.id !== params.id);
        return HttpResponse.json({
          success: true,
          message: 'Overschrijving bevestigd: het pakket is geactiveerd en de factuur is verstuurd',
          transfer: done,
        });
      }),
      http.post('*/api/admin/bank-transfers/:id/cancel', ({ params }) => {
        calls.push(`cancel ${params.id}`);
        const done = { ...list.find((t) => t.id === params.id)!, status: 'cancelled' as const };
        list = list.filter((t) => t.id !== params.id);
        return HttpResponse.json({ success: true, message: 'Overschrijving geannuleerd', transfer: done });
      }),
    );
    renderApp('/admin?tab=betalingen');

    const kromo = (await screen.findByText('SM-7K4Q-92XD', {}, { timeout: 10_000 })).closest('tr')!;
    for (const text of ['Kromo Auto NV', '€ 20,00', 'Premium-pakket, 1 maand', '4 december 2026', 'Openstaand'])
      expect(within(kromo as HTMLElement).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('SM-ABCD-EFGH')).toBeInTheDocument();

    // The operator types the reference as it stands on the bank statement.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoek op betalingskenmerk' }), 'sm 7k4q92xd{Enter}');
    await waitFor(() => expect(screen.queryByText('SM-ABCD-EFGH')).not.toBeInTheDocument());
    expect(searches).toContain('sm 7k4q92xd');

    // Bevestigen asks first: nothing happens until the operator says yes.
    await userEvent.click(screen.getByRole('button', { name: 'Bevestigen SM-7K4Q-92XD' }));
    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent('Heb je € 20,00 met kenmerk SM-7K4Q-92XD ontvangen?');
    expect(calls).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(calls).toEqual(['confirm 3f0c6a8e-1b2d-4c3e-9f00-000000000001']));
    expect(await screen.findByText('Overschrijving bevestigd: het pakket is geactiveerd en de factuur is verstuurd')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('SM-7K4Q-92XD')).not.toBeInTheDocument());

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Zoek op betalingskenmerk' }));
    const cas = (await screen.findByText('SM-ABCD-EFGH')).closest('tr') as HTMLElement;
    await userEvent.click(within(cas).getByRole('button', { name: 'Annuleren SM-ABCD-EFGH' }));
    const cancelQuestion = (await screen.findAllByRole('tooltip')).at(-1)!;
    await userEvent.click(within(cancelQuestion).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(calls).toContain('cancel 3f0c6a8e-1b2d-4c3e-9f00-000000000002'));
    expect(await screen.findByText('Overschrijving geannuleerd')).toBeInTheDocument();
  });
});
