import type { BankTransferView } from '@surimarkt/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();
const business = makeUser({ accountType: 'business', companyName: 'Kromo Auto NV' });

const TRANSFER: BankTransferView = {
  id: '3f0c6a8e-1b2d-4c3e-9f00-000000000007',
  reference: 'SM-7K4Q-92XD',
  amount: 2000,
  currency: 'EUR',
  description: 'Premium-pakket, 1 maand',
  bank: { name: 'De Surinaamsche Bank', accountName: 'SuriMarkt N.V.', accountNumber: '0001234567' },
  status: 'pending',
  createdAt: '2026-11-27T12:00:00.000Z',
  expiresAt: '2026-12-11T12:00:00.000Z',
};

const intent = {
  paymentId: '3f0c6a8e-1b2d-4c3e-9f00-000000000001',
  clientSecret: 'pi_test_secret',
  provider: 'test',
  publishableKey: null,
  amount: 2000,
  currency: 'EUR',
  description: 'Premium-pakket, 1 maand',
};

function handlers(open: BankTransferView | null, calls: string[]) {
  return [
    // The session before the layout's guest answer: the first handler that matches answers.
    sessionHandler(business),
    ...layoutHandlers,
    http.post('*/api/create-payment-intent', () => HttpResponse.json(intent)),
    http.get('*/api/bank-transfers/current', () => HttpResponse.json({ transfer: open })),
    http.post('*/api/bank-transfers', async ({ request }) => {
      calls.push(JSON.stringify(await request.json()));
      return HttpResponse.json(TRANSFER);
    }),
  ];
}

describe('the checkout of the package: card or bank transfer', () => {
  it('starts with the card and, on choosing the bank transfer, shows amount, bank, reference to copy and validity', async () => {
    const calls: string[] = [];
    server.use(...handlers(null, calls));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/checkout?pakket=1');

    const choice = await screen.findByRole('radiogroup', { name: 'Betaalwijze' }, { timeout: 10_000 });
    expect(await screen.findByLabelText('Kaartnummer', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(within(choice).getByText('Betalen per bankoverschrijving'));
    await waitFor(() => expect(calls).toEqual([JSON.stringify({ purpose: 'subscription' })]));
    expect(await screen.findByText('SM-7K4Q-92XD')).toBeInTheDocument();
    expect(screen.queryByLabelText('Kaartnummer')).not.toBeInTheDocument();
    for (const text of ['€ 20,00', 'De Surinaamsche Bank', 'SuriMarkt N.V.', '0001234567', '11 december 2026'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(/Je pakket wordt geactiveerd zodra wij je overschrijving hebben ontvangen/)).toBeInTheDocument();
    // What it is in SRD at today's rate (40), for a business that pays from an SRD account.
    expect(await screen.findByText('≈ SRD 800')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Kopieer kenmerk' }));
    expect(writeText).toHaveBeenCalledWith('SM-7K4Q-92XD');
    expect(await screen.findByText('Kenmerk gekopieerd')).toBeInTheDocument();

    // Back to the card: its form again, and the transfer is not asked for twice.
    await userEvent.click(within(choice).getByText('Betalen met kaart'));
    expect(await screen.findByLabelText('Kaartnummer')).toBeInTheDocument();
    await userEvent.click(within(choice).getByText('Betalen per bankoverschrijving'));
    expect(await screen.findByText('SM-7K4Q-92XD')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows a transfer already asked for at once, so the package is not paid twice', async () => {
    const calls: string[] = [];
    server.use(...handlers(TRANSFER, calls));
    renderApp('/checkout?pakket=1');
    expect(await screen.findByText('SM-7K4Q-92XD', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Betalen per bankoverschrijving' })).toBeChecked();
    expect(calls).toEqual([]);
  });

  it('says why when the transfer cannot be made, in the server’s words', async () => {
    server.use(
      http.post('*/api/bank-transfers', () =>
        HttpResponse.json({ statusCode: 409, message: 'Er staat geen betaling open voor dit abonnement' }, { status: 409 }),
      ),
      ...handlers(null, []),
    );
    renderApp('/checkout?pakket=1');
    const choice = await screen.findByRole('radiogroup', { name: 'Betaalwijze' }, { timeout: 10_000 });
    await userEvent.click(within(choice).getByText('Betalen per bankoverschrijving'));
    expect(await screen.findByText('Er staat geen betaling open voor dit abonnement')).toBeInTheDocument();
  });
});
