import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoriesFixture, makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();
const own = (id: number, title: string, status: string, views: number, extra = {}) => ({
  ...makeAd({ id, title }),
  status,
  views,
  rejectionReason: null as string | null,
  flaggedWords: [] as string[],
  expiresAt: null as string | null,
  updatedAt: '2026-11-01T00:00:00Z',
  ...extra,
});

/** Mijn Advertenties with these ads, the edit dialog of the first one open; each PATCH sent is kept in `patched`. */
async function openEditDialog(ads: ReturnType<typeof own>[], patched: Record<string, unknown>[]) {
  server.use(
    sessionHandler(makeUser()),
    http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
    http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
    http.get('*/api/ads/user', () => HttpResponse.json({ ads, total: ads.length })),
    http.patch('*/api/ads/:id', async ({ request }) => {
      patched.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ success: true, message: 'Advertentie bijgewerkt', ad: ads[0] });
    }),
  );
  renderApp('/profiel/mijn-advertenties');
  const card = await screen.findByRole('article', { name: ads[0].title }, { timeout: 10_000 });
  await userEvent.click(within(card).getByRole('button', { name: 'Bewerken' }));
  return screen.findByRole('dialog');
}

describe('Mijn Advertenties', () => {
  it('counts, filters, shows why an ad was rejected, and deletes after confirmation', async () => {
    let ads = [
      own(1, 'Fiets', 'approved', 10),
      own(2, 'Kast', 'pending', 3),
      own(3, 'Bank', 'rejected', 0, { rejectionReason: 'Foto ontbreekt' }),
    ];
    const deleted: string[] = [];
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/ads/user', () => HttpResponse.json({ ads, total: ads.length })),
      http.delete('*/api/ads/:id', ({ params }) => {
        deleted.push(String(params.id));
        ads = ads.filter((a) => String(a.id) !== params.id);
        return HttpResponse.json({ success: true, message: 'Advertentie verwijderd' });
      }),
    );
    renderApp('/profiel/mijn-advertenties');
    expect(await screen.findByRole('article', { name: 'Fiets' }, { timeout: 10_000 })).toBeInTheDocument();
    const counter = (label: string) =>
      screen.getByText(label, { selector: '.ant-statistic-title' }).closest('.ant-statistic') as HTMLElement;
    expect(counter('Totaal')).toHaveTextContent('3');
    expect(counter('Actief')).toHaveTextContent('1');
    expect(counter('Weergaven')).toHaveTextContent('13');
    expect(within(screen.getByRole('article', { name: 'Bank' })).getByText('Reden: Foto ontbreekt')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Goedgekeurd', { selector: '.ant-segmented-item-label' }));
    expect(screen.queryByRole('article', { name: 'Kast' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Alle', { selector: '.ant-segmented-item-label' }));

    await userEvent.click(within(screen.getByRole('article', { name: 'Kast' })).getByRole('button', { name: 'Verwijderen' }));
    expect(deleted).toEqual([]);
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Weet je zeker dat je deze advertentie wilt verwijderen?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(deleted).toEqual(['2']));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kast' })).not.toBeInTheDocument());
  });

  it('renews an expired ad from its card and shows until when an approved one stays online', async () => {
    let ads = [
      own(1, 'Fiets', 'approved', 10, { expiresAt: '2026-12-20T08:00:00Z' }),
      own(2, 'Kast', 'expired', 3, { expiresAt: '2026-11-01T08:00:00Z' }),
    ];
    const renewed: string[] = [];
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/ads/user', () => HttpResponse.json({ ads, total: ads.length })),
      http.post('*/api/ads/:id/renew', ({ params }) => {
        renewed.push(String(params.id));
        ads = ads.map((a) => (String(a.id) === params.id ? { ...a, status: 'approved', expiresAt: '2026-12-24T08:00:00Z' } : a));
        return HttpResponse.json({ success: true, message: 'Advertentie verlengd: ze staat weer 30 dagen online', ad: ads[1] });
      }),
    );
    renderApp('/profiel/mijn-advertenties');
    const fiets = await screen.findByRole('article', { name: 'Fiets' }, { timeout: 10_000 });
    expect(within(fiets).getByText('Online tot 20-12-2026')).toBeInTheDocument();
    expect(within(fiets).queryByRole('button', { name: 'Verlengen' })).not.toBeInTheDocument();
    const kast = screen.getByRole('article', { name: 'Kast' });
    expect(within(kast).getByText('Verlopen')).toBeInTheDocument();
    await userEvent.click(within(kast).getByRole('button', { name: 'Verlengen' }));
    await waitFor(() => expect(renewed).toEqual(['2']));
    expect(await screen.findByText('Advertentie verlengd: ze staat weer 30 dagen online')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Kast' })).getByText('Online tot 24-12-2026')).toBeInTheDocument(),
    );
  });

  it("edits an ad in the dialog and shows the server's answer", async () => {
    const patched: Record<string, unknown>[] = [];
    const ads = [
      own(1, 'Fiets', 'approved', 10, {
        price: 150000,
        currency: 'SRD',
        location: 'Wanica',
        categoryId: 1,
        subcategoryId: null,
        contact_phone: '+597 8123456',
      }),
    ];
    const dialog = await openEditDialog(ads, patched);
    const price = within(dialog).getByLabelText('Prijs');
    expect(price).toHaveValue('1.500');
    await userEvent.clear(price);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Prijs is verplicht')).toBeInTheDocument();
    await userEvent.type(price, '1.250,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toMatchObject({ title: 'Fiets', price: 125050, currency: 'SRD', location: 'Wanica', phone: '+597 8123456' });
    expect(await screen.findByText('Advertentie bijgewerkt')).toBeInTheDocument();
  });

  it('takes a photo away and chooses another main photo in the dialog, sent in that order', async () => {
    const patched: Record<string, unknown>[] = [];
    const images = ['/uploads/ads/2026/11/voor.webp', '/uploads/ads/2026/11/zij.webp', '/uploads/ads/2026/11/achter.webp'];
    const ads = [
      own(1, 'Fiets', 'approved', 10, {
        price: 150000,
        currency: 'SRD',
        categoryId: 1,
        subcategoryId: null,
        contact_phone: '+597 8123456',
        images,
      }),
    ];
    const dialog = await openEditDialog(ads, patched);
    expect(within(dialog).getAllByRole('button', { name: /^Foto verwijderen/ })).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Foto verwijderen 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maak hoofdfoto 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0].images).toEqual([images[2], images[0]]);
  });

  it('lets the owner of an ad that reports took offline ask for a review at once', async () => {
    const asked: string[] = [];
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/ads/user', () =>
        HttpResponse.json({ ads: [own(7, 'Scooter', 'reported', 4), own(8, 'Tafel', 'approved', 1)], total: 2 }),
      ),
      http.post('*/api/ads/:id/review-request', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ success: true, message: 'Je verzoek is verstuurd. We bekijken je advertentie zo snel mogelijk.' });
      }),
    );
    renderApp('/profiel/mijn-advertenties');
    const scooter = await screen.findByRole('article', { name: 'Scooter' }, { timeout: 10_000 });
    expect(within(scooter).getByText(/Vraag meteen een beoordeling aan/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Tafel' })).queryByRole('button', { name: 'Beoordeling aanvragen' })).toBeNull();
    await userEvent.click(within(scooter).getByRole('button', { name: 'Beoordeling aanvragen' }));
    await waitFor(() => expect(asked).toEqual(['7']));
    expect(await screen.findByText('Je verzoek is verstuurd. We bekijken je advertentie zo snel mogelijk.')).toBeInTheDocument();
  });
});
