import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser } from '@/testing/session';

const server = startMswServer();
const base = [
  http.get('*/api/categories', () => HttpResponse.json([])),
  http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
];

describe('/auth', () => {
  it('ticks the five password rules as they are met, and checks the confirmation before sending', async () => {
    let sent = 0;
    server.use(
      ...base,
      http.post('*/api/auth/register', () => {
        sent++;
        return HttpResponse.json({});
      }),
    );
    renderApp('/auth?tab=register');
    const password = await screen.findByLabelText('Wachtwoord', {}, { timeout: 10_000 });
    await userEvent.type(password, 'abcdefgh');
    const rules = screen.getByText('Je wachtwoord moet bevatten:').closest('div') as HTMLElement;
    expect(within(rules).getByText(/Minimaal 8 karakters/)).toHaveTextContent('(voldaan)');
    expect(within(rules).getByText(/Minimaal 1 hoofdletter/)).toHaveTextContent('(nog niet voldaan)');
    await userEvent.type(screen.getByLabelText('Bevestig wachtwoord'), 'iets anders');
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByText('Voornaam is verplicht')).toBeInTheDocument();
    expect(await screen.findByText('Wachtwoord moet minimaal 1 hoofdletter bevatten')).toBeInTheDocument();
    expect(await screen.findByText('Wachtwoorden komen niet overeen')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it("shows the server's answer for a taken e-mail on the field, and the mailed-link message after success", async () => {
    let calls = 0;
    server.use(
      ...base,
      http.post('*/api/auth/register', () =>
        ++calls === 1
          ? HttpResponse.json(
              {
                statusCode: 409,
                message: 'Er bestaat al een account met dit e-mailadres',
                error: 'Conflict',
                errors: { email: 'Er bestaat al een account met dit e-mailadres' },
              },
              { status: 409 },
            )
          : HttpResponse.json(
              {
                success: true,
                needsVerification: true,
                message: 'Account aangemaakt! We hebben je een e-mail gestuurd met een link om je account te activeren.',
              },
              { status: 201 },
            ),
      ),
    );
    renderApp('/auth?tab=register');
    await userEvent.type(await screen.findByLabelText('Voornaam', {}, { timeout: 10_000 }), 'Sita');
    await userEvent.type(screen.getByLabelText('Achternaam'), 'Ramdin');
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'sita@example.sr');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'Geheim12!');
    await userEvent.type(screen.getByLabelText('Bevestig wachtwoord'), 'Geheim12!');
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findAllByText('Er bestaat al een account met dit e-mailadres')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByText(/We hebben je een e-mail gestuurd/)).toBeInTheDocument();
  });

  it('asks for the e-mail address before sending a reset link', async () => {
    let sent = 0;
    server.use(
      ...base,
      http.post('*/api/auth/forgot-password', () => {
        sent++;
        return HttpResponse.json({ success: true, message: 'x' });
      }),
    );
    renderApp('/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'Wachtwoord vergeten?' }, { timeout: 10_000 }));
    expect(await screen.findByText('E-mailadres vereist')).toBeInTheDocument();
    expect(sent).toBe(0);
  });
});

describe('/reset-password', () => {
  it("sends a visitor without a token to /auth with 'Geen token'", async () => {
    server.use(...base);
    const { router } = renderApp('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 });
    expect(await screen.findByText('Geen token')).toBeInTheDocument();
  });

  it("rates the new password Zwak, Gemiddeld or Sterk, and shows 'Ongeldige link' for a used link", async () => {
    server.use(
      ...base,
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json({ statusCode: 400, message: 'Ongeldige link', error: 'Bad Request' }, { status: 400 }),
      ),
    );
    renderApp('/reset-password?token=abc');
    const input = await screen.findByLabelText('Nieuw wachtwoord', {}, { timeout: 10_000 });
    await userEvent.type(input, 'a');
    expect(screen.getByText('Sterkte: Zwak')).toBeInTheDocument();
    await userEvent.type(input, 'bcdefgH');
    expect(screen.getByText('Sterkte: Gemiddeld')).toBeInTheDocument();
    await userEvent.type(input, '1!');
    expect(screen.getByText('Sterkte: Sterk')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bevestig wachtwoord'), 'abcdefgH1!');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByRole('heading', { name: 'Ongeldige link' })).toBeInTheDocument();
  });
});

describe('/profiel', () => {
  it('sends a guest to /simple-login', async () => {
    server.use(...base);
    const { router } = renderApp('/profiel/instellingen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/simple-login'), { timeout: 10_000 });
  });

  it("shows the account type as the spec writes it: 'Standaard gebruiker', or a business's own type", async () => {
    let user = makeUser();
    document.cookie = 'sm_has_session=1; path=/';
    server.use(
      ...base,
      http.get('*/api/auth/user', () => HttpResponse.json({ user })),
    );
    const first = renderApp('/profiel');
    expect(await screen.findByText('Standaard gebruiker', {}, { timeout: 10_000 })).toBeInTheDocument();
    first.unmount();
    user = makeUser({ accountType: 'business', companyName: 'Kromo Auto NV' });
    renderApp('/profiel');
    expect(await screen.findByText('Zakelijk account', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('saves a notification switch at once, with the spec defaults shown first', async () => {
    document.cookie = 'sm_has_session=1; path=/';
    const saved: unknown[] = [];
    server.use(
      ...base,
      http.get('*/api/auth/user', () => HttpResponse.json({ user: makeUser({ firstName: 'Sita' }) })),
      http.get('*/api/auth/notifications', () =>
        HttpResponse.json({ emailNotifications: true, pushNotifications: true, marketingEmails: false }),
      ),
      http.post('*/api/auth/notifications', async ({ request }) => {
        const body = await request.json();
        saved.push(body);
        return HttpResponse.json(body);
      }),
    );
    renderApp('/profiel/instellingen');
    const marketing = await screen.findByRole('switch', { name: 'Marketing e-mails' }, { timeout: 10_000 });
    expect(marketing).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'E-mailmeldingen' })).toBeChecked();
    await userEvent.click(marketing);
    await waitFor(() => expect(saved).toEqual([{ emailNotifications: true, pushNotifications: true, marketingEmails: true }]));
    expect(await screen.findByText('Instellingen opgeslagen')).toBeInTheDocument();
  });
});
