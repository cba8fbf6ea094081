import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();

function emptyApi() {
  server.use(
    ...layoutHandlers,
    http.get('*/api/ads/featured', () => HttpResponse.json({ ads: [], total: 0 })),
    http.get('*/api/ads', () => HttpResponse.json({ ads: [], total: 0 })),
  );
}

describe('HomePage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the sections in the spec order, each with its empty text', async () => {
    emptyApi();
    renderApp('/');
    await screen.findByText('Geen uitgelichte advertenties beschikbaar', {}, { timeout: 10_000 });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Uitgelichte Advertenties',
      'Aanbevolen Advertenties',
      'Recent Bekeken',
      'Bunkopu Seri',
      'Nieuwste Advertenties',
      'Woningen & Percelen',
    ]);
    expect(screen.getByText('Geen aanbevolen advertenties beschikbaar')).toBeInTheDocument();
    expect(screen.getByText('Nog geen advertenties bekeken')).toBeInTheDocument();
    expect(await screen.findByText('Nog geen Bunkopu Seri advertenties beschikbaar')).toBeInTheDocument();
    expect(screen.getByText('Geen advertenties beschikbaar')).toBeInTheDocument();
    expect(screen.getByText('Nog geen woningen beschikbaar')).toBeInTheDocument();
    const newest = screen.getByRole('region', { name: 'Nieuwste Advertenties' });
    expect(within(newest).getByRole('link', { name: 'Bekijk alles' })).toHaveAttribute('href', '/nieuwste');
    expect(screen.getByText('Paramaribo, Suriname', { exact: false })).toBeInTheDocument();
  });

  it('fills the property carousel with at most 4 ads that name a house or land', async () => {
    const ads = [
      makeAd({ title: 'Ruime woning in Lelydorp' }),
      makeAd({ title: 'Fiets' }),
      makeAd({ title: 'Perceel 500m2' }),
      makeAd({ title: 'Villa met zwembad' }),
      makeAd({ title: 'Iets', description: 'Appartement met airco' }),
      makeAd({ title: 'Huis te koop' }),
    ];
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/featured', () => HttpResponse.json({ ads: [], total: 0 })),
      http.get('*/api/ads', ({ request }) => {
        const limit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json(limit === '50' ? { ads, total: ads.length } : { ads: [], total: 0 });
      }),
    );
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Woningen & Percelen' }, { timeout: 10_000 });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Ruime woning in Lelydorp',
      'Perceel 500m2',
      'Villa met zwembad',
      'Iets',
    ]);
  });

  it('keeps a closed banner closed on the next visit', async () => {
    emptyApi();
    const first = renderApp('/');
    const banner = await screen.findByRole('complementary', { name: 'Zakelijk adverteren op SuriMarkt' }, { timeout: 10_000 });
    await userEvent.click(within(banner).getByRole('button', { name: 'Banner sluiten' }));
    expect(screen.queryByRole('complementary', { name: 'Zakelijk adverteren op SuriMarkt' })).not.toBeInTheDocument();
    first.unmount();
    renderApp('/');
    await screen.findByText('Geen uitgelichte advertenties beschikbaar', {}, { timeout: 10_000 });
    expect(screen.queryByRole('complementary', { name: 'Zakelijk adverteren op SuriMarkt' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Nog geen account?' })).toBeInTheDocument();
  });
});
