import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();
const TOKEN = 'a'.repeat(43);
const adminAd = (id: number, title: string, status: string, extra = {}) => ({
  ...makeAd({ id, title }),
  status,
  rejectionReason: null,
  flaggedWords: [] as string[],
  expiresAt: null,
  updatedAt: '2026-11-01T00:00:00Z',
  userId: '00000000-0000-4000-8000-000000000042',
  userEmail: 'sita@example.sr',
  ...extra,
});
const loggedIn = () =>
  localStorage.setItem('sm_admin_session', JSON.stringify({ token: TOKEN, expiresAt: new Date(Date.now() + 3600_000).toISOString() }));
const summary = {
  totalActivities: 1234,
  averagePerDay: 41,
  searchTerms: 12,
  countries: 3,
  totalUsers: 88,
  averageUsersPerDay: 9,
  premiumConversions: 0,
  conversionRate: 0,
  registeredUsers: 40,
  estimatedRevenue: 0,
};
const common = (ads: ReturnType<typeof adminAd>[]) => [
  http.get('*/api/admin/analytics/:report', ({ params }) =>
    HttpResponse.json(params.report === 'summary' ? summary : params.report === 'search-terms' ? [{ term: 'fiets', count: 7 }] : []),
  ),
  http.get('*/api/admin/notifications', () => HttpResponse.json({ newUsersToday: 2, totalUsers: 10, totalAds: ads.length, pendingAds: 1 })),
  http.get('*/api/admin/ads', ({ request }) => {
    expect(request.headers.get('admin-token')).toBe(TOKEN);
    const status = new URL(request.url).searchParams.get('status');
    const shown = ads.filter((a) => !status || a.status === status);
    return HttpResponse.json({ ads: shown, total: shown.length });
  }),
];

describe('the back-office', () => {
  afterEach(() => localStorage.clear());

  it('logs in with the password checked by the server, says so when it is wrong, and shows the hint', async () => {
    const tried: string[] = [];
    server.use(
      http.get('*/api/admin/login-hint', () => HttpResponse.json({ defaultPassword: 'admin' })),
      http.post('*/api/admin/login', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        tried.push(password);
        return password === 'geheim'
          ? HttpResponse.json({ token: TOKEN, expiresAt: new Date(Date.now() + 86_400_000).toISOString() })
          : HttpResponse.json({ statusCode: 401, message: 'Onjuist wachtwoord', error: 'Unauthorized' }, { status: 401 });
      }),
      ...common([]),
    );
    renderApp('/admin');
    expect(await screen.findByText('Standaard wachtwoord: admin', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Wachtwoord is verplicht')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'raden');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Onjuist wachtwoord. Probeer opnieuw.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Wachtwoord'));
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'geheim');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
    expect(tried).toEqual(['raden', 'geheim']);
    // Analytics is the first section: the tiles and lists come from the server's figures.
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.getByText('fiets')).toBeInTheDocument();
    expect(screen.getByText('Geen landen')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('sm_admin_session')!).token).toBe(TOKEN);
  });

  it('lists ads pending first, approves one and rejects another with a reason that is not only spaces', async () => {
    loggedIn();
    const ads = [adminAd(2, 'Horloge', 'pending', { flaggedWords: ['namaak'] }), adminAd(1, 'Fiets', 'approved')];
    const decisions: unknown[] = [];
    server.use(
      ...common(ads),
      http.patch('*/api/ads/:id/status', async ({ params, request }) => {
        decisions.push({ id: Number(params.id), ...((await request.json()) as object) });
        return HttpResponse.json({ success: true, message: 'Advertentie status succesvol gewijzigd', ad: ads[0] });
      }),
    );
    renderApp('/admin?tab=advertenties');
    const row = (await screen.findByText('Horloge', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('namaak')).toBeInTheDocument();
    expect(within(row).getByText('sita@example.sr')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(decisions).toEqual([{ id: 2, status: 'approved' }]));
    expect(await screen.findByText('Status bijgewerkt')).toBeInTheDocument();

    const fiets = screen.getByText('Fiets').closest('tr') as HTMLElement;
    await userEvent.click(within(fiets).getByRole('button', { name: 'Afwijzen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reden van afwijzing'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    expect(await within(dialog).findByText('Geef een reden voor de afwijzing')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reden van afwijzing'), 'Dubbele advertentie');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    await waitFor(() => expect(decisions).toContainEqual({ id: 1, status: 'rejected', reason: 'Dubbele advertentie' }));
  });

  it('performs the one-click link of the mail once after login and rewrites the address', async () => {
    loggedIn();
    const actions: unknown[] = [];
    server.use(
      ...common([]),
      http.post('*/api/admin/email-action', async ({ request }) => {
        actions.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Automatisch goedgekeurd', ad: adminAd(7, 'Koelkast', 'approved') });
      }),
    );
    const { router } = renderApp('/admin?action=approve&id=7&sig=1800000000.abcdefghijklmnopqrstuvwxyz012345678901234');
    expect(await screen.findByText('Automatisch goedgekeurd', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(actions).toEqual([{ action: 'approve', id: 7, sig: '1800000000.abcdefghijklmnopqrstuvwxyz012345678901234' }]);
    expect(router.state.location.search).toBe('?tab=advertenties');
  });

  it('goes back to the login screen when the server says the token has ended', async () => {
    loggedIn();
    server.use(
      http.get('*/api/admin/login-hint', () => HttpResponse.json({ defaultPassword: null })),
      http.get('*/api/admin/notifications', () =>
        HttpResponse.json({ statusCode: 401, message: 'Log in op het admin dashboard' }, { status: 401 }),
      ),
      http.get('*/api/admin/ads', () => HttpResponse.json({ statusCode: 401, message: 'Log in op het admin dashboard' }, { status: 401 })),
    );
    renderApp('/admin?tab=advertenties');
    expect(await screen.findByRole('button', { name: 'Inloggen' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(localStorage.getItem('sm_admin_session')).toBeNull();
  });
});
