import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();

function useAdsHandlers() {
  server.use(
    ...layoutHandlers,
    http.get('*/api/ads', () => HttpResponse.json({ ads: [makeAd()], total: 1 })),
  );
}

async function barLinks() {
  const bar = await screen.findByRole('navigation', { name: 'Categorieën' }, { timeout: 10_000 });
  return within(bar).getAllByRole('link');
}

describe('CategoryBar', () => {
  it('shows Bunkopu Seri, then Kulturu, then at most 7 main categories without Gereedschap', async () => {
    useAdsHandlers();
    renderApp('/categorie/sport');
    const names = (await barLinks()).map((a) => a.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bunkopu Seri',
      'Kulturu',
      'Autos',
      'Woningen te koop',
      'Elektronica',
      'Sport',
      'Boeken',
      'Meubels',
      'Kapitaal',
    ]);
    expect(names).not.toContain('Gereedschap');
    expect(names).not.toContain('Toerisme');
    expect(names).not.toContain('Personenauto');
  });

  it('highlights the category of the page and nothing else', async () => {
    useAdsHandlers();
    renderApp('/categorie/sport');
    const links = await barLinks();
    const current = links.filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.getAttribute('aria-label'))).toEqual(['Sport']);
  });

  it('highlights by numeric id under the English alias too', async () => {
    useAdsHandlers();
    renderApp('/category/4');
    const links = await barLinks();
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Elektronica',
    ]);
  });

  it('gives every entry an emoji by name and a package to an unknown name', async () => {
    server.use(
      http.get('*/api/categories', () =>
        HttpResponse.json([
          { id: 1, name: 'Zeldzame Spullen', slug: 'zeldzame-spullen', parentId: null, icon: '', isBunkopu: false },
          { id: 2, name: 'Sport', slug: 'sport', parentId: null, icon: '', isBunkopu: false },
        ]),
      ),
      ...layoutHandlers.slice(1),
      http.get('*/api/ads', () => HttpResponse.json({ ads: [], total: 0 })),
    );
    renderApp('/nieuwste');
    const links = await barLinks();
    expect(links.find((a) => a.getAttribute('aria-label') === 'Zeldzame Spullen')).toHaveTextContent('📦');
    expect(links.find((a) => a.getAttribute('aria-label') === 'Sport')).toHaveTextContent('⚽');
    expect(links.some((a) => a.getAttribute('aria-current') === 'page')).toBe(false);
  });

  it('shows a skeleton while the categories load', async () => {
    // Released up front, so a release that comes before the request reaches the handler (a busy machine) still counts.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/categories', async () => {
        await released;
        return HttpResponse.json([]);
      }),
      ...layoutHandlers.slice(1),
      http.get('*/api/ads', () => HttpResponse.json({ ads: [], total: 0 })),
    );
    renderApp('/nieuwste');
    expect(await screen.findByRole('status', { name: 'Categorieën' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('navigation', { name: 'Categorieën' })).toBeInTheDocument();
  });
});
