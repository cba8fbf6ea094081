import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();
const TOKEN = 'a'.repeat(43);

describe("the back-office's Wisselkoers", () => {
  afterEach(() => localStorage.clear());

  it('shows the current rate and its history, refuses a rate that is not positive, and sets a new one', async () => {
    localStorage.setItem('sm_admin_session', JSON.stringify({ token: TOKEN, expiresAt: new Date(Date.now() + 3600_000).toISOString() }));
    const puts: unknown[] = [];
    let rate: { eurToSrd: number; date: string | null };
    let history: Array<{ eurToSrd: number; date: string; setAt: string }> = [];
    server.use(
      http.get('*/api/admin/notifications', () =>
        HttpResponse.json({ newUsersToday: 0, totalUsers: 10, totalAds: 4, pendingAds: 0, openReports: 0 }),
      ),
      // The public rate as a cache may still answer it: the rate of before, whatever was saved since.
      http.get('*/api/exchange-rate', () => HttpResponse.json({ eurToSrd: 40, date: null })),
      http.get('*/api/admin/exchange-rate/history', ({ request }) => {
        expect(request.headers.get('admin-token')).toBe(TOKEN);
        return HttpResponse.json({ history });
      }),
      http.put('*/api/admin/exchange-rate', async ({ request }) => {
        const body = (await request.json()) as { eurToSrd: number; confirmed: boolean };
        puts.push(body);
        rate = { eurToSrd: body.eurToSrd, date: '2026-11-27' };
        history = [{ ...rate, date: '2026-11-27', setAt: '2026-11-27T12:00:00Z' }, ...history];
        return HttpResponse.json(rate);
      }),
    );
    renderApp('/admin?tab=wisselkoers');

    expect(await screen.findByText('1 EUR = SRD 40', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Nog geen koers ingesteld: de standaardkoers van 40 geldt')).toBeInTheDocument();

    const input = screen.getByLabelText('1 EUR in SRD');
    await userEvent.type(input, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Wisselkoers moet een positief getal zijn')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '38,5');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts).toEqual([{ eurToSrd: 38.5, confirmed: false }]));
    expect(await screen.findByText('Wisselkoers opgeslagen')).toBeInTheDocument();
    expect(await screen.findByText('1 EUR = SRD 38,5')).toBeInTheDocument();

    // A typo (3900 for 39) is asked about first, with both rates; 'Nee' changes nothing, 'Ja' saves it confirmed.
    await userEvent.type(screen.getByLabelText('1 EUR in SRD'), '3900');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Klopt deze koers?' });
    expect(dialog).toHaveTextContent('Van 1 EUR = SRD 38,5 naar 1 EUR = SRD 3.900 (+10.030%)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nee, aanpassen' }));
    expect(puts).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Klopt deze koers?' })).getByRole('button', { name: 'Ja, opslaan' }),
    );
    await waitFor(() =>
      expect(puts).toEqual([
        { eurToSrd: 38.5, confirmed: false },
        { eurToSrd: 3900, confirmed: true },
      ]),
    );
    expect(await screen.findByText('1 EUR = SRD 3.900')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('38,5')).toBeInTheDocument();
    expect(within(table).getByText('3.900')).toBeInTheDocument();
  });
});
