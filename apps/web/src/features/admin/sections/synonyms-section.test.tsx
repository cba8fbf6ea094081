import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();
const TOKEN = 'b'.repeat(43);

describe("the back-office's Synoniemen", () => {
  afterEach(() => localStorage.clear());

  it('lists the pairs, refuses two words as the server does, adds one and removes one', async () => {
    localStorage.setItem('sm_admin_session', JSON.stringify({ token: TOKEN, expiresAt: new Date(Date.now() + 3600_000).toISOString() }));
    let synonyms = [{ id: 1, term: 'oto', synonym: 'auto', createdAt: '2026-11-20T10:00:00Z' }];
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/admin/notifications', () => HttpResponse.json({ newUsersToday: 0, totalUsers: 1, totalAds: 1, pendingAds: 0 })),
      http.get('*/api/admin/synonyms', ({ request }) => {
        expect(request.headers.get('admin-token')).toBe(TOKEN);
        return HttpResponse.json({ synonyms });
      }),
      http.post('*/api/admin/synonyms', async ({ request }) => {
        const body = (await request.json()) as { term: string; synonym: string };
        sent.push(body);
        const synonym = { id: 2, ...body, createdAt: '2026-11-27T10:00:00Z' };
        synonyms = [...synonyms, synonym];
        return HttpResponse.json({ success: true, message: 'Synoniem toegevoegd', synonym }, { status: 201 });
      }),
      http.delete('*/api/admin/synonyms/:id', ({ params }) => {
        synonyms = synonyms.filter((s) => s.id !== Number(params.id));
        return HttpResponse.json({ success: true, message: 'Synoniem verwijderd' });
      }),
    );
    renderApp('/admin?tab=synoniemen');
    expect(await screen.findByText('oto', {}, { timeout: 10_000 })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Woord'), 'twee woorden');
    await userEvent.type(screen.getByLabelText('Synoniem'), 'fiets');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Gebruik één woord, zonder spaties of leestekens')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Woord'));
    await userEvent.type(screen.getByLabelText('Woord'), 'baisigri');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(sent).toEqual([{ term: 'baisigri', synonym: 'fiets' }]));
    expect(await screen.findByText('baisigri')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'oto = auto verwijderen' }));
    await waitFor(() => expect(screen.queryByText('oto')).not.toBeInTheDocument());
  });
});
