import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoriesFixture } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();

describe('verification: the phone step', () => {
  it('drops the red refusal once a code is sent, and keeps the code box through a reload', async () => {
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.post('*/api/auth/verify-phone', async ({ request }) => {
        const { phone } = (await request.json()) as { phone: string };
        if (!/^\+597 ?8\d{6}$/.test(phone))
          return HttpResponse.json(
            { statusCode: 400, message: 'Ongeldig telefoonnummer', errors: { phone: 'Ongeldig telefoonnummer' } },
            { status: 400 },
          );
        return HttpResponse.json({ message: 'Code verstuurd' });
      }),
    );
    sessionStorage.clear();
    const user = userEvent.setup();
    const first = renderApp('/profiel/verificatie');
    await user.click(await screen.findByRole('button', { name: 'Verifieer' }, { timeout: 10_000 }));
    const phone = await screen.findByLabelText('Telefoonnummer');
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Code versturen' }));
    await screen.findAllByText('Ongeldig telefoonnummer');

    await user.clear(phone);
    await user.type(phone, '+597 8123456');
    await user.click(screen.getByRole('button', { name: 'Code versturen' }));
    await screen.findByText(/We hebben een code gestuurd naar \+597 8123456/);
    await waitFor(() => expect(screen.queryAllByText('Ongeldig telefoonnummer')).toHaveLength(0));

    // The page is loaded again: the code box is still there for the number the code went to.
    first.unmount();
    renderApp('/profiel/verificatie');
    expect(await screen.findByLabelText('Verificatiecode', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/We hebben een code gestuurd naar \+597 8123456/)).toBeInTheDocument();
  });
});
