import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();
const adHandlers = [
  ...layoutHandlers,
  http.get('*/api/ads/7', () => HttpResponse.json(makeAd({ id: 7, title: 'Goedkope iPhone' }))),
  http.get('*/api/favorites/7', () => HttpResponse.json({ isFavorite: false })),
  http.get('*/api/favorites/ids', () => HttpResponse.json({ ids: [] })),
];

describe('reporting an ad', () => {
  afterEach(() => {
    document.cookie = 'sm_has_session=; max-age=0; path=/';
  });

  it("asks for a reason, needs a text for 'Anders', sends it and says thanks; the server's refusal shows in the dialog", async () => {
    const sent: unknown[] = [];
    server.use(
      sessionHandler(makeUser()),
      ...adHandlers,
      http.post('*/api/ads/7/reports', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? HttpResponse.json({ statusCode: 409, message: 'Je hebt deze advertentie al gemeld' }, { status: 409 })
          : HttpResponse.json({ success: true, message: 'Bedankt voor je melding. We bekijken het zo snel mogelijk.' }, { status: 201 });
      }),
    );
    renderApp('/ad/7');
    await userEvent.click(await screen.findByRole('button', { name: /Meld deze advertentie/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Advertentie melden')).toBeInTheDocument();
    for (const reason of ['Oplichting', 'Verboden artikel', 'Verkeerde categorie', 'Dubbele advertentie', 'Aanstootgevend', 'Anders'])
      expect(within(dialog).getByRole('radio', { name: reason })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(await within(dialog).findByText('Kies een reden voor je melding')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Anders' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(await within(dialog).findByText('Beschrijf kort wat er mis is')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Toelichting'), 'Vraagt vooruitbetaling');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Je hebt deze advertentie al gemeld');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Bedankt voor je melding. We bekijken het zo snel mogelijk.')).toBeInTheDocument();
    expect(sent).toEqual([
      { reason: 'other', text: 'Vraagt vooruitbetaling' },
      { reason: 'other', text: 'Vraagt vooruitbetaling' },
    ]);
    expect(screen.getByText('Gemeld. Bedankt!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks a guest to log in first, and offers no report of your own ad', async () => {
    server.use(
      ...adHandlers,
      http.get('*/api/auth/user', () => HttpResponse.json({ statusCode: 401 }, { status: 401 })),
    );
    const { unmount } = renderApp('/ad/7');
    await userEvent.click(await screen.findByRole('button', { name: /Meld deze advertentie/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByRole('button', { name: 'Naar inloggen' })).toBeInTheDocument();
    unmount();

    server.use(sessionHandler(makeUser({ id: makeAd().sellerId })));
    renderApp('/ad/7');
    expect(await screen.findByRole('heading', { name: 'Goedkope iPhone' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Meld deze advertentie/ })).not.toBeInTheDocument();
  });
});
