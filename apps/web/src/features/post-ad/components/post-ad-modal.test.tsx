import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoriesFixture } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();

describe('Plaats je Advertentie', () => {
  it('opens from the header for a logged-in user, refuses an incomplete form, and posts a complete one', async () => {
    const posted: Record<string, unknown>[] = [];
    server.use(
      sessionHandler(makeUser({ firstName: 'Sita', phone: '+597 8123456' })),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.get('*/api/categories/typical-price', () => HttpResponse.json({ medianEurCents: null, sample: 0 })),
      http.get('*/api/ads', () => HttpResponse.json({ ads: [], total: 0 })),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.post('*/api/ads', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        return HttpResponse.json(
          { success: true, message: 'Je advertentie is succesvol geplaatst en wacht op goedkeuring.', ad: { id: 9 } },
          { status: 201 },
        );
      }),
    );
    renderApp('/nieuwste');
    await userEvent.click(await screen.findByRole('button', { name: /Plaats Advertentie/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Plaats je Advertentie')).toBeInTheDocument();
    for (const section of ['Product Informatie', 'Beschrijving', 'Contact & Locatie', "Foto's"])
      expect(within(dialog).getAllByText(section).length).toBeGreaterThan(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Advertentie Plaatsen' }));
    // The toast first: it closes after 3 s, and on a slow machine reading the three field errors took longer.
    await screen.findByText('Controleer de rood gemarkeerde velden');
    expect(await within(dialog).findByText('Titel is verplicht')).toBeInTheDocument();
    expect(await within(dialog).findByText('Categorie is verplicht')).toBeInTheDocument();
    expect(await within(dialog).findByText('Je moet akkoord gaan met de voorwaarden')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Titel'), 'Houten tafel');
    // A dot before two digits could be cents or thousands: asked, not guessed; '12.500' is twelve thousand five hundred.
    const price = within(dialog).getByLabelText('Prijs');
    await userEvent.type(price, '12.50');
    expect(await within(dialog).findByText(/^Bedoel je 12,50 of 1\.250\?/)).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '12.500');
    expect(await within(dialog).findByText('Je advertentie toont: € 12.500,00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Hoofdcategorie'));
    await userEvent.click(await screen.findByTitle(/Elektronica/));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Beschrijving' }), 'Stevige tafel');
    await userEvent.click(within(dialog).getByLabelText('Locatie'));
    await userEvent.click(await screen.findByTitle('Wanica'));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Advertentie Plaatsen' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      categoryId: 4,
      title: 'Houten tafel',
      price: 1_250_000,
      currency: 'EUR',
      description: 'Stevige tafel',
      location: 'Wanica',
      phone: '+597 8123456',
      agreeToTerms: true,
      images: [],
    });
    expect(await screen.findByText('Succes!')).toBeInTheDocument();
  });

  it("asks 'Bedoelt u SRD 15.000?' for an amount far off the category's prices in euros, and switches on a tap", async () => {
    const asked: string[] = [];
    server.use(
      sessionHandler(makeUser({ firstName: 'Sita', phone: '+597 8123456' })),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.get('*/api/ads', () => HttpResponse.json({ ads: [], total: 0 })),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      // Electronics ask around € 400 here.
      http.get('*/api/categories/typical-price', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ medianEurCents: 40_000, sample: 12 });
      }),
    );
    renderApp('/nieuwste');
    await userEvent.click(await screen.findByRole('button', { name: /Plaats Advertentie/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByLabelText('Prijs'), '15.000');
    expect(await within(dialog).findByText('Je advertentie toont: € 15.000,00')).toBeInTheDocument();
    // Nothing asked before a category is chosen.
    expect(within(dialog).queryByRole('button', { name: /Bedoelt u/ })).toBeNull();
    await userEvent.click(within(dialog).getByLabelText('Hoofdcategorie'));
    await userEvent.click(await screen.findByTitle(/Elektronica/));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Bedoelt u SRD 15.000?' }));
    expect(await within(dialog).findByText('Je advertentie toont: SRD 15.000,00')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Bedoelt u/ })).toBeNull();
    expect(asked).toContain('?categoryId=4');
  });
});
