import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { readRecentlyViewed } from '@/shared/lib/recently-viewed';

const server = startMswServer();

describe('AdDetailPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows every photo, the facts, the markup and contact links naming the ad', async () => {
    const ad = makeAd({
      id: 42,
      title: 'Toyota Vitz 2015',
      price: 650000,
      currency: 'SRD',
      location: 'Wanica',
      views: 31,
      category: 'Autos',
      subcategory: 'Personenauto',
      images: ['/uploads/demo/a.webp', '/uploads/demo/b.webp', 'https://evil.example/c.webp'],
      description: 'Zuinig\n- **airco**\n<img src=x onerror=alert(1)>',
      contact_phone: '812 3456',
    });
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/42', () => HttpResponse.json(ad)),
    );
    renderApp('/ad/42');

    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Vitz 2015' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.title).toBe('Toyota Vitz 2015 | SuriMarkt');
    const gallery = screen.getByRole('region', { name: "Foto's" });
    const images = within(gallery).getAllByRole('img');
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('src', '/uploads/demo/a.webp');
    expect(images[1]).toHaveAttribute('src', '/uploads/demo/b.webp');
    expect(images[2]).not.toHaveAttribute('src');
    // The demo seed's photos: the page says plainly that this is demo data.
    expect(screen.getByRole('note')).toHaveTextContent('Demo-advertentie: voorbeeldgegevens');
    expect(screen.getByText('SRD 6.500,00')).toBeInTheDocument();
    expect(screen.getByText(/Wanica/)).toBeInTheDocument();
    expect(screen.getByText('31 weergaven', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Personenauto')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(crumbs).getByRole('link', { name: 'Autos' })).toHaveAttribute('href', '/categorie/autos');
    expect(screen.getByText('airco').tagName).toBe('STRONG');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Bellen/ })).toHaveAttribute('href', 'tel:+5978123456');
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/5978123456');
    expect(href.searchParams.get('text')).toContain('"Toyota Vitz 2015" (SRD 6.500,00)');
    expect(href.searchParams.get('text')).toContain('/ad/42');
  });

  it("shows the safety checklist before the first contact from a device, once, and 'Nummer geverifieerd'", async () => {
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/43', () => HttpResponse.json(makeAd({ id: 43, title: 'Koelkast', phoneVerified: true }))),
    );
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderApp('/ad/43');
    await screen.findByRole('heading', { level: 1, name: 'Koelkast' }, { timeout: 10_000 });
    expect(screen.getByText(/Nummer geverifieerd/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /WhatsApp/ }));
    const checklist = await screen.findByRole('dialog', { name: 'Veilig contact met de verkoper' });
    expect(checklist).toHaveTextContent('Betaal nooit vooruit');
    expect(opened).not.toHaveBeenCalled();
    await userEvent.click(within(checklist).getByRole('button', { name: 'Begrepen' }));
    expect(opened).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\/5978123456\?text=/), '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The next contact goes straight to the link.
    await userEvent.click(screen.getByRole('link', { name: /WhatsApp/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    opened.mockRestore();
  });

  it('says Verkocht on a sold ad, offers no contact or bids, and shows similar ads instead', async () => {
    const sold = makeAd({ id: 44, title: 'Verkochte fiets', status: 'sold', saleStatus: 'sold', categoryId: 2 });
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/44', () => HttpResponse.json(sold)),
      http.get('*/api/ads', () => HttpResponse.json({ ads: [makeAd({ id: 45, title: 'Andere fiets' })], total: 1 })),
    );
    renderApp('/ad/44');
    await screen.findByRole('heading', { level: 1, name: 'Verkochte fiets' }, { timeout: 10_000 });
    expect(screen.getByText('Deze advertentie is verkocht.', { exact: false }).closest('[role=status]')).toHaveTextContent(/^Verkocht/);
    expect(screen.queryByRole('link', { name: /Bellen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Doe een bod' })).not.toBeInTheDocument();
    const similar = screen.getByRole('region', { name: 'Vergelijkbare advertenties' });
    expect(await within(similar).findByRole('article', { name: 'Andere fiets' })).toBeInTheDocument();
  });

  it("shows its owner an ad that is not public with its state: 'In afwachting van goedkeuring', 'Afgewezen: <reden>'", async () => {
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/51', () => HttpResponse.json(makeAd({ id: 51, title: 'Wachtende fiets', status: 'pending' }))),
      http.get('*/api/ads/52', () =>
        HttpResponse.json(makeAd({ id: 52, title: 'Afgewezen fiets', status: 'rejected', rejectionReason: 'Foto ontbreekt' })),
      ),
    );
    const first = renderApp('/ad/51');
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('In afwachting van goedkeuring');
    first.unmount();
    renderApp('/ad/52');
    expect(await screen.findByText('Afgewezen: Foto ontbreekt', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('puts the viewed ad first in recently viewed', async () => {
    localStorage.setItem('recentViewed', JSON.stringify([5, 42, 6]));
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/42', () => HttpResponse.json(makeAd({ id: 42, title: 'Fiets' }))),
    );
    renderApp('/ad/42');
    await screen.findByRole('heading', { level: 1, name: 'Fiets' }, { timeout: 10_000 });
    await waitFor(() => expect(readRecentlyViewed()).toEqual([42, 5, 6]));
  });

  it('says there is no phone number instead of opening an empty link', async () => {
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/9', () =>
        HttpResponse.json(makeAd({ id: 9, title: 'Kast', contact_phone: null, images: ['/uploads/ads/2026/11/kast.webp'] })),
      ),
    );
    renderApp('/ad/9');
    await screen.findByRole('heading', { level: 1, name: 'Kast' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: /Bellen/ })).not.toBeInTheDocument();
    // A user's own upload: no demo notice.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /WhatsApp/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geen telefoonnummer beschikbaar');
  });

  it('shows "Advertentie niet gevonden" with a way home for an unknown ad, and touches no history', async () => {
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/404', () => HttpResponse.json({ statusCode: 404, message: 'Advertentie niet gevonden' }, { status: 404 })),
    );
    renderApp('/ad/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Advertentie niet gevonden' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('De advertentie die je zoekt bestaat niet of is verwijderd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/');
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('says an ad cannot be loaded, not that it does not exist, when the server cannot be reached (offline)', async () => {
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/405', () => HttpResponse.error()),
    );
    renderApp('/ad/405');
    expect(await screen.findByRole('heading', { level: 1, name: 'Advertentie niet beschikbaar' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/Zonder verbinding kun je alleen advertenties lezen die je eerder hebt bekeken/)).toBeInTheDocument();
    expect(screen.queryByText('De advertentie die je zoekt bestaat niet of is verwijderd.')).not.toBeInTheDocument();
  });

  it('does not call the API for an id that is not a number', async () => {
    const calls: string[] = [];
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/*', ({ request }) => {
        calls.push(request.url);
        return HttpResponse.json({});
      }),
    );
    renderApp('/ad/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Advertentie niet gevonden' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("lists the ad's values for its category's filters under Kenmerken", async () => {
    const ad = makeAd({
      id: 77,
      title: 'Televisie',
      categoryId: 4,
      subcategoryId: null,
      attributes: { merk: 'LG', smart: true, kleur: 'zwart' },
    } as never);
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/77', () => HttpResponse.json(ad)),
      http.get('*/api/filters', () =>
        HttpResponse.json({
          filters: [
            {
              id: 1,
              categorySlug: 'elektronica',
              field: 'merk',
              label: 'Merk',
              type: 'select',
              options: ['LG'],
              placeholder: null,
              required: true,
              sortOrder: 0,
              isActive: true,
            },
            {
              id: 2,
              categorySlug: 'elektronica',
              field: 'smart',
              label: 'Smart TV',
              type: 'checkbox',
              options: null,
              placeholder: null,
              required: false,
              sortOrder: 1,
              isActive: true,
            },
          ],
        }),
      ),
    );
    renderApp('/ad/77');
    const panel = (await screen.findByRole('heading', { name: 'Kenmerken' }, { timeout: 10_000 })).parentElement as HTMLElement;
    expect(within(panel).getByText('Merk').nextSibling).toHaveTextContent('LG');
    expect(within(panel).getByText('Smart TV').nextSibling).toHaveTextContent('Ja');
    expect(within(panel).queryByText('zwart')).not.toBeInTheDocument();
  });
});
