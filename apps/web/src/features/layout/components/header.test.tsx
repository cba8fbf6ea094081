import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();
const listHandler = http.get('*/api/ads', () => HttpResponse.json({ ads: [], total: 0 }));

describe('Header', () => {
  it('suggests at most 5 keywords, hides them after blur, and searches on Enter', async () => {
    server.use(...layoutHandlers, listHandler);
    const { router } = renderApp('/nieuwste');
    const box = await screen.findByRole('combobox', { name: 'Zoek advertenties' }, { timeout: 10_000 });
    expect(box).toHaveAttribute('placeholder', 'Zoek advertenties...');
    // Without JavaScript the form itself goes to the results page.
    expect(box).toHaveAttribute('name', 'q');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/zoeken');
    await userEvent.type(box, 'a');
    const options = within(screen.getByRole('listbox', { name: 'Zoeksuggesties' })).getAllByRole('option');
    expect(options.length).toBe(5);
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.clear(box);
    await userEvent.type(box, 'toyota{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/zoeken'));
    expect(router.state.location.search).toBe('?q=toyota');
  });

  it('ignores a blank search', async () => {
    server.use(...layoutHandlers, listHandler);
    const { router } = renderApp('/nieuwste');
    const box = await screen.findByRole('combobox', { name: 'Zoek advertenties' }, { timeout: 10_000 });
    await userEvent.type(box, '   {Enter}');
    expect(router.state.location.pathname).toBe('/nieuwste');
  });

  it('shows the login link to a guest and the login-required dialog on "Plaats Advertentie"', async () => {
    server.use(...layoutHandlers, listHandler);
    renderApp('/nieuwste');
    expect(await screen.findByRole('link', { name: 'Inloggen/Registreer' }, { timeout: 10_000 })).toHaveAttribute('href', '/auth');
    const [postAd] = screen.getAllByRole('button', { name: /Plaats Advertentie/ });
    await waitFor(() => expect(postAd).toBeEnabled());
    await userEvent.click(postAd);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Inloggen Vereist');
    expect(within(dialog).getByRole('button', { name: 'Naar inloggen' })).toBeInTheDocument();
  });

  it("shows a user's first name linking to /profiel and a logout button instead of the login link", async () => {
    server.use(
      http.get('*/api/categories', () => HttpResponse.json([])),
      sessionHandler(makeUser({ firstName: 'Ravi', username: 'ravi97' })),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      listHandler,
    );
    renderApp('/nieuwste');
    expect(await screen.findByRole('link', { name: /Ravi/ }, { timeout: 10_000 })).toHaveAttribute('href', '/profiel');
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Inloggen/Registreer' })).not.toBeInTheDocument();
  });
});
