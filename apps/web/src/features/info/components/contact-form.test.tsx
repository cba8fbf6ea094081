import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import '../testing/stub-browser-apis';
import { startMswServer } from '../testing/msw-server';
import { renderWithStore } from '../testing/render-route';
import { ContactForm } from './contact-form';

const server = startMswServer();
const field = (label: string) => screen.getByLabelText(label);

/** Records every POST /api/contact body and answers with the given response. */
function answerContact(respond: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/contact', async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

async function openContactPage() {
  renderWithStore(<ContactForm />);
  return userEvent.setup();
}

/** Focuses the field and pastes the text: one change event instead of one per character keeps the suite fast. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, phone = '') {
  await enter(user, 'Naam', 'Anita Jagessar');
  await enter(user, 'E-mail', 'anita@example.sr');
  if (phone) await enter(user, 'Telefoon (optioneel)', phone);
  await enter(user, 'Onderwerp', 'Vraag over mijn advertentie');
  await enter(user, 'Bericht', 'Mijn advertentie staat nog niet online, kunt u kijken?');
}

const submit = () => screen.getByRole('button', { name: 'Verstuur bericht' });

describe('ContactForm', () => {
  it('shows the spec messages and sends nothing when the form is invalid', async () => {
    const bodies = answerContact(() => HttpResponse.json({ id: 1, message: 'Bericht verzonden' }, { status: 201 }));
    const user = await openContactPage();

    await enter(user, 'Naam', 'A');
    await enter(user, 'E-mail', 'geen-email');
    await enter(user, 'Onderwerp', 'Hoi');
    await enter(user, 'Bericht', 'Te kort');
    await user.click(submit());

    expect(await screen.findByText('Naam moet minimaal 2 karakters lang zijn')).toBeInTheDocument();
    expect(field('Naam')).toHaveAccessibleDescription('Naam moet minimaal 2 karakters lang zijn');
    expect(screen.getByText('Ongeldig e-mailadres')).toBeInTheDocument();
    expect(screen.getByText('Onderwerp moet minimaal 5 karakters lang zijn')).toBeInTheDocument();
    expect(screen.getByText('Bericht moet minimaal 10 karakters lang zijn')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(screen.queryByText('Bericht verzonden')).not.toBeInTheDocument();
  });

  it('sends the message, confirms it and empties the form', async () => {
    const bodies = answerContact(() => HttpResponse.json({ id: 7, message: 'Bericht verzonden' }, { status: 201 }));
    const user = await openContactPage();

    await fillValidForm(user, '+597 8123456');
    await user.click(submit());

    expect(await screen.findByText('Bericht verzonden')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Anita Jagessar',
        email: 'anita@example.sr',
        phone: '+597 8123456',
        subject: 'Vraag over mijn advertentie',
        message: 'Mijn advertentie staat nog niet online, kunt u kijken?',
      },
    ]);
    await waitFor(() => expect(field('Naam')).toHaveValue(''));
    for (const label of ['E-mail', 'Telefoon (optioneel)', 'Onderwerp', 'Bericht']) expect(field(label)).toHaveValue('');
    expect(screen.queryByText('Fout bij verzenden')).not.toBeInTheDocument();
  });

  it('leaves the optional phone out of the body when it is empty', async () => {
    const bodies = answerContact(() => HttpResponse.json({ id: 8, message: 'Bericht verzonden' }, { status: 201 }));
    const user = await openContactPage();

    await fillValidForm(user);
    await user.click(submit());

    await screen.findByText('Bericht verzonden');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('phone');
  });

  it("shows the server's Dutch field errors of a 400 on the fields and keeps what was typed", async () => {
    const bodies = answerContact(() =>
      HttpResponse.json(
        { statusCode: 400, message: 'Validatie mislukt', error: 'Bad Request', errors: { phone: 'Ongeldig telefoonnummer' } },
        { status: 400 },
      ),
    );
    const user = await openContactPage();

    await fillValidForm(user, 'bel me maar');
    await user.click(submit());

    expect(await screen.findByText('Ongeldig telefoonnummer')).toBeInTheDocument();
    expect(field('Telefoon (optioneel)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Telefoon (optioneel)')).toHaveAccessibleDescription('Ongeldig telefoonnummer');
    expect(field('Naam')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fout bij verzenden')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(field('Telefoon (optioneel)')).toHaveValue('bel me maar');
    expect(field('Naam')).toHaveValue('Anita Jagessar');
    expect(screen.queryByText('Bericht verzonden')).not.toBeInTheDocument();
  });

  it("shows 'Fout bij verzenden' on a server error and keeps what was typed", async () => {
    const bodies = answerContact(() =>
      HttpResponse.json({ statusCode: 500, message: 'Interne fout', error: 'Internal Server Error' }, { status: 500 }),
    );
    const user = await openContactPage();

    await fillValidForm(user);
    await user.click(submit());

    expect(await screen.findByText('Fout bij verzenden')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(field('Onderwerp')).toHaveValue('Vraag over mijn advertentie');
    expect(screen.queryByText('Bericht verzonden')).not.toBeInTheDocument();
  });
});
