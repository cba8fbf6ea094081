import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoriesFixture } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();

describe('Beoordelingen in the profile', () => {
  it('asks for stars and a text as the server does, sends the review, and the invitation goes', async () => {
    let invitations = [
      {
        id: '7d1f0e6a-1b2c-4d3e-8f4a-5b6c7d8e9f00',
        adId: 3,
        adTitle: 'Fiets Gazelle',
        otherParty: { id: '3f0c2a8e-5b1d-4c7e-9f2a-1d2e3f4a5b6c', displayName: 'Sita R.' },
        role: 'seller',
        expiresAt: '2026-12-20T10:00:00Z',
      },
    ];
    const sent: unknown[] = [];
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/user/review-invitations', () => HttpResponse.json({ invitations })),
      http.post('*/api/reviews', async ({ request }) => {
        sent.push(await request.json());
        invitations = [];
        return HttpResponse.json({ success: true, message: 'Bedankt! Je beoordeling is opgeslagen' }, { status: 201 });
      }),
    );
    renderApp('/profiel/beoordelingen');
    const card = await screen.findByRole('article', { name: 'Beoordeel verkoper Sita R.' }, { timeout: 10_000 });
    expect(within(card).getByText(/Over: Fiets Gazelle/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Versturen' }));
    expect(await within(card).findByText('Geef een beoordeling van 1 tot 5 sterren')).toBeInTheDocument();
    expect(within(card).getByText('Schrijf een korte toelichting')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(within(card).getAllByRole('radio')[3]);
    await userEvent.type(within(card).getByRole('textbox'), 'Vlot geregeld, fiets zoals beschreven.');
    await userEvent.click(within(card).getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      invitationId: '7d1f0e6a-1b2c-4d3e-8f4a-5b6c7d8e9f00',
      rating: 4,
      text: 'Vlot geregeld, fiets zoals beschreven.',
    });
    expect(await screen.findByText('Bedankt! Je beoordeling is opgeslagen')).toBeInTheDocument();
    expect(await screen.findByText('Je hebt geen openstaande beoordelingen.')).toBeInTheDocument();
  });
});
