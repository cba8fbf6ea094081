import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();

describe('logout', () => {
  it('logs out on the server, forgets the session data and greets the visitor on the home page', async () => {
    let isLoggedIn = true;
    server.use(
      http.get('*/api/categories', () => HttpResponse.json([])),
      sessionHandler(makeUser({ firstName: 'Sita' }), () => isLoggedIn),
      http.post('*/api/logout', () => {
        isLoggedIn = false;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/ads', () => HttpResponse.json({ ads: [], total: 0 })),
      http.get('*/api/ads/featured', () => HttpResponse.json({ ads: [], total: 0 })),
    );
    localStorage.setItem('recentViewed', '[3]');
    const { router } = renderApp('/nieuwste');
    await userEvent.click(await screen.findByRole('button', { name: 'Uitloggen' }, { timeout: 10_000 }));

    expect(await screen.findByText('Je bent uitgelogd')).toBeInTheDocument();
    expect(isLoggedIn).toBe(false);
    expect(localStorage.getItem('recentViewed')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    const question = await screen.findByText('Wil je weer inloggen om advertenties te plaatsen?', {}, { timeout: 10_000 });
    const notice = question.closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent('Je bent uitgelogd');
    expect(within(notice).getByRole('button', { name: 'Opnieuw inloggen' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Inloggen/Registreer' })).toBeInTheDocument();
    expect(screen.queryByText('Sita', { exact: false })).not.toBeInTheDocument();
  });
});

describe('a guest', () => {
  it('gets the login link without any call about a session (no 401 in the console)', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/categories', () => HttpResponse.json([])),
      http.get('*/api/auth/user', () => {
        asked++;
        return new HttpResponse(null, { status: 401 });
      }),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/ads', () => HttpResponse.json({ ads: [], total: 0 })),
    );
    renderApp('/nieuwste');
    expect(await screen.findByRole('link', { name: 'Inloggen/Registreer' }, { timeout: 10_000 })).toHaveAttribute('href', '/auth');
    expect(asked).toBe(0);
  });
});

describe('a logged-in user whose session check fails for a moment', () => {
  it('stays logged in when the check on returning to the window fails, and is a guest once the session has ended', async () => {
    let answer: 'user' | 'unavailable' | 'ended' = 'user';
    let asked = 0;
    const user = makeUser({ firstName: 'Sita' });
    document.cookie = 'sm_has_session=1; path=/';
    server.use(
      http.get('*/api/categories', () => HttpResponse.json([])),
      http.get('*/api/auth/user', () => {
        asked++;
        if (answer === 'user') return HttpResponse.json({ user });
        return new HttpResponse(null, { status: answer === 'ended' ? 401 : 503 });
      }),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/ads', () => HttpResponse.json({ ads: [], total: 0 })),
    );
    renderApp('/nieuwste');
    expect(await screen.findByRole('button', { name: 'Uitloggen' }, { timeout: 10_000 })).toBeInTheDocument();

    answer = 'unavailable';
    const before = asked;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(asked).toBe(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Inloggen/Registreer' })).not.toBeInTheDocument();

    answer = 'ended';
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('link', { name: 'Inloggen/Registreer' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
