import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoriesFixture } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();

describe('settings: my data', () => {
  it("offers 'Download mijn gegevens' as a download of the session's export", async () => {
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/push/subscriptions', () => HttpResponse.json({ subscriptions: [] })),
      http.get('*/api/push/preferences', () => HttpResponse.json({ message: true, bid: true, alert: true, review: true })),
    );
    renderApp('/profiel/instellingen');
    const link = await screen.findByRole('link', { name: 'Download mijn gegevens' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/api/auth/export');
    expect(link).toHaveAttribute('download');
  });
});
