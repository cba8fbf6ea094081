import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();
const TOKEN = 'd'.repeat(43);

describe("the back-office's Blacklist with the message warnings", () => {
  afterEach(() => localStorage.clear());

  it('lists the warning patterns beside the banned words, adds one, says why one is refused and removes one', async () => {
    localStorage.setItem('sm_admin_session', JSON.stringify({ token: TOKEN, expiresAt: new Date(Date.now() + 3600_000).toISOString() }));
    let patterns = ['pai fosi', 'vooruit betalen'];
    const added: unknown[] = [];
    server.use(
      http.get('*/api/admin/notifications', () => HttpResponse.json({ newUsersToday: 0, totalUsers: 1, totalAds: 1, pendingAds: 0 })),
      http.get('*/api/admin/blacklist', () => HttpResponse.json({ words: ['namaak'] })),
      http.get('*/api/admin/message-warnings', ({ request }) => {
        expect(request.headers.get('admin-token')).toBe(TOKEN);
        return HttpResponse.json({ patterns });
      }),
      http.post('*/api/admin/message-warnings', async ({ request }) => {
        const body = (await request.json()) as { pattern: string };
        added.push(body);
        if (patterns.includes(body.pattern.toLowerCase()))
          return HttpResponse.json({ statusCode: 400, message: 'Dit patroon staat al in de lijst', error: 'Bad Request' }, { status: 400 });
        patterns = [...patterns, body.pattern];
        return HttpResponse.json({ patterns });
      }),
      http.post('*/api/admin/message-warnings/remove', async ({ request }) => {
        const { pattern } = (await request.json()) as { pattern: string };
        patterns = patterns.filter((p) => p !== pattern);
        return HttpResponse.json({ patterns });
      }),
    );
    renderApp('/admin?tab=blacklist');
    expect(await screen.findByText('pai fosi', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('namaak')).toBeInTheDocument();

    const input = screen.getByLabelText('Nieuw patroon, bijv. pai fosi');
    await userEvent.type(input, 'Stuur eerst geld{Enter}');
    expect(await screen.findByText('Stuur eerst geld')).toBeInTheDocument();
    await userEvent.type(input, 'Pai fosi{Enter}');
    expect(await screen.findByText('Dit patroon staat al in de lijst')).toBeInTheDocument();
    expect(added).toEqual([{ pattern: 'Stuur eerst geld' }, { pattern: 'Pai fosi' }]);

    await userEvent.click(screen.getByLabelText('vooruit betalen verwijderen'));
    await waitFor(() => expect(screen.queryByText('vooruit betalen')).not.toBeInTheDocument());
  });
});
