import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();
const conversationId = '3b1f6a52-2f1e-4c55-9a55-6f3d8a1b2c3d';
const conversation = {
  id: conversationId,
  adId: 7,
  adTitle: 'Gitaar Yamaha',
  adImage: null,
  otherParty: { id: 'b0000000-0000-4000-8000-000000000001', displayName: 'Bram D.' },
  lastMessage: { text: 'Is hij nog te koop?', createdAt: '2026-11-27T10:00:00Z', fromMe: false },
  unread: 1,
  isBlocked: false,
  isPartyDeleted: false,
  isBuyer: false,
};

describe('messages', () => {
  afterEach(() => {
    document.cookie = 'sm_has_session=; max-age=0; path=/';
  });

  it('lets a logged-in buyer write to the seller from the ad page, with the empty text refused first', async () => {
    const sent: unknown[] = [];
    server.use(
      sessionHandler(makeUser()),
      ...layoutHandlers,
      http.get('*/api/ads/7', () => HttpResponse.json(makeAd({ id: 7, title: 'Gitaar Yamaha' }))),
      http.get('*/api/favorites/7', () => HttpResponse.json({ isFavorite: false })),
      http.get('*/api/favorites/ids', () => HttpResponse.json({ adIds: [] })),
      http.post('*/api/ads/7/conversations', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            conversation: { id: conversationId, adId: 7 },
            message: { id: 1, text: 'Is hij nog te koop?', createdAt: '2026-11-27T10:00:00Z', fromMe: true, warning: false },
          },
          { status: 201 },
        );
      }),
    );
    renderApp('/ad/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Stuur bericht' }, { timeout: 10_000 }));
    const form = within(screen.getByLabelText('Je bericht').closest('form') as HTMLElement);
    await userEvent.click(form.getByRole('button', { name: 'Verstuur' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Bericht is verplicht');
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Je bericht'), 'Is hij nog te koop?');
    await userEvent.click(form.getByRole('button', { name: 'Verstuur' }));
    expect(await form.findByText('Bekijk het gesprek')).toHaveAttribute('href', `/profiel/berichten?gesprek=${conversationId}`);
    expect(sent).toEqual([{ text: 'Is hij nog te koop?' }]);
  });

  it('asks a guest to log in instead', async () => {
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/7', () => HttpResponse.json(makeAd({ id: 7, title: 'Gitaar Yamaha' }))),
      http.get('*/api/favorites/7', () => HttpResponse.json({ isFavorite: false })),
    );
    renderApp('/ad/7');
    expect(
      await screen.findByRole('link', { name: 'Log in om de verkoper een bericht te sturen' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stuur bericht' })).not.toBeInTheDocument();
  });

  it('shows the inbox with unread counts in the header and opens a conversation, marking it read', async () => {
    const reads: string[] = [];
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/conversations', () =>
        HttpResponse.json({ conversations: [{ ...conversation, unread: reads.length ? 0 : 1 }], unreadTotal: reads.length ? 0 : 1 }),
      ),
      http.get(`*/api/conversations/${conversationId}/messages`, () =>
        HttpResponse.json({
          messages: [{ id: 1, text: 'Is hij nog te koop?', createdAt: '2026-11-27T10:00:00Z', fromMe: false, warning: false }],
        }),
      ),
      http.post(`*/api/conversations/${conversationId}/read`, () => {
        reads.push(conversationId);
        return HttpResponse.json({ success: true, message: 'Gelezen' });
      }),
      ...layoutHandlers,
    );
    renderApp('/profiel/berichten');
    expect(await screen.findByRole('link', { name: 'Berichten, 1 ongelezen' }, { timeout: 10_000 })).toBeInTheDocument();
    const inbox = await screen.findByRole('list', { name: 'Berichten' });
    expect(within(inbox).getByText('Gitaar Yamaha')).toBeInTheDocument();
    expect(within(inbox).getByLabelText('1 ongelezen bericht')).toBeInTheDocument();
    await userEvent.click(within(inbox).getByRole('button'));
    const chat = await screen.findByRole('region', { name: 'Met Bram D.' });
    expect(await within(chat).findByText('Is hij nog te koop?')).toBeInTheDocument();
    expect(within(chat).getByRole('button', { name: 'Blokkeer' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Berichten' })).toBeInTheDocument();
    expect(reads).toEqual([conversationId]);
  });

  it('warns a buyer under a message asking for payment up front, and reports the ad as a scam in one tap', async () => {
    const reports: unknown[] = [];
    const scam = 'Maak eerst € 50 over voor de koerier: https://bit.ly/3xYz';
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/conversations', () =>
        HttpResponse.json({ conversations: [{ ...conversation, isBuyer: true, unread: 0 }], unreadTotal: 0 }),
      ),
      http.get(`*/api/conversations/${conversationId}/messages`, () =>
        HttpResponse.json({
          messages: [
            { id: 1, text: 'Is hij nog te koop?', createdAt: '2026-11-27T10:00:00Z', fromMe: true, warning: false },
            { id: 2, text: scam, createdAt: '2026-11-27T10:05:00Z', fromMe: false, warning: true },
            { id: 3, text: 'Hij is nog in de doos.', createdAt: '2026-11-27T10:06:00Z', fromMe: false, warning: false },
          ],
        }),
      ),
      http.post('*/api/ads/7/reports', async ({ request }) => {
        reports.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Bedankt voor je melding' }, { status: 201 });
      }),
      ...layoutHandlers,
    );
    renderApp('/profiel/berichten');
    const inbox = await screen.findByRole('list', { name: 'Berichten' }, { timeout: 10_000 });
    await userEvent.click(within(inbox).getByRole('button'));
    const chat = await screen.findByRole('region', { name: 'Met Bram D.' });
    await within(chat).findByText(scam);
    const warnings = within(chat).getAllByRole('note');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toHaveTextContent(/^Let op: vraag nooit om vooruit te betalen/);
    expect(within(chat).getByText(scam).closest('.sm-msg-bubble')).toContainElement(warnings[0]);
    await userEvent.click(within(warnings[0]).getByRole('button', { name: 'Meld als oplichting' }));
    expect(await screen.findByText('Bedankt, we kijken ernaar')).toBeInTheDocument();
    expect(reports).toEqual([{ reason: 'scam', text: scam }]);
    expect(within(warnings[0]).queryByRole('button')).not.toBeInTheDocument();
  });
});
