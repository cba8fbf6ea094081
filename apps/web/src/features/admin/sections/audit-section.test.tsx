import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();
const TOKEN = 'c'.repeat(43);

describe("the back-office's Logboek", () => {
  afterEach(() => localStorage.clear());

  it("names what each action was on in Dutch, an ad as a link to its page ('Advertentie 305', not 'ad 305')", async () => {
    localStorage.setItem('sm_admin_session', JSON.stringify({ token: TOKEN, expiresAt: new Date(Date.now() + 3600_000).toISOString() }));
    const entry = (id: number, action: string, targetType: string | null, targetId: string | null) => ({
      id,
      action,
      targetType,
      targetId,
      reason: null,
      details: {},
      session: 'abc123',
      ip: '127.0.0.1',
      createdAt: '2026-11-28T10:00:00Z',
    });
    server.use(
      http.get('*/api/admin/notifications', () => HttpResponse.json({ newUsersToday: 0, totalUsers: 1, totalAds: 1, pendingAds: 0 })),
      http.get('*/api/admin/audit-log', () =>
        HttpResponse.json({
          entries: [
            entry(3, 'ad.status', 'ad', '305'),
            entry(2, 'bank-transfer.confirm', 'payment', '9f1c2d3e'),
            entry(1, 'admin.login', null, null),
          ],
        }),
      ),
    );
    renderApp('/admin?tab=logboek');
    const ad = await screen.findByRole('link', { name: 'Advertentie 305' }, { timeout: 10_000 });
    expect(ad).toHaveAttribute('href', '/ad/305');
    expect(screen.getByText('Betaling 9f1c2d3e')).toBeInTheDocument();
    expect(screen.queryByText(/^ad 305$/)).not.toBeInTheDocument();
  });
});
