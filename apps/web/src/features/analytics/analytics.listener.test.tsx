import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoriesFixture, makeAd } from '../../testing/fixtures';
import { startMswServer } from '../../testing/msw-server';
import { renderApp } from '../../testing/render-app';

const server = startMswServer();

describe('analytics', () => {
  it('logs page_view and view_ad, and a failing log call leaves the page working', async () => {
    const logged: Array<{ actionType: string; actionData: Record<string, unknown> }> = [];
    server.use(
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.get('*/api/auth/user', () => new HttpResponse(null, { status: 401 })),
      http.get('*/api/ads/5', () => HttpResponse.json(makeAd({ id: 5, title: 'Scooter' }))),
      http.post('*/api/analytics/log', async ({ request }) => {
        logged.push((await request.json()) as never);
        return HttpResponse.json({ message: 'stuk' }, { status: 500 });
      }),
    );
    renderApp('/ad/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scooter' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(logged.map((l) => l.actionType).sort()).toEqual(['page_view', 'view_ad']));
    expect(logged.find((l) => l.actionType === 'view_ad')?.actionData).toEqual({ ad_id: 5, ad_title: 'Scooter' });
    expect(logged.find((l) => l.actionType === 'page_view')?.actionData).toEqual({ page: '/ad/5' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
