import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const server = startMswServer();
const SELLER = '3f0c2a8e-5b1d-4c7e-9f2a-1d2e3f4a5b6c';

describe('the seller page and the seller on an ad', () => {
  const profile = {
    id: SELLER,
    displayName: 'Sita R.',
    memberSince: '2025-03-02T10:00:00Z',
    verified: { email: true, phone: true },
    rating: { average: 4.5, count: 2 },
    activeAds: 1,
  };

  it('shows name, member since, badges, rating, the ads online and the reviews, and no contact details', async () => {
    server.use(
      ...layoutHandlers,
      http.get(`*/api/users/${SELLER}/profile`, () => HttpResponse.json(profile)),
      http.get(`*/api/users/${SELLER}/ads`, () => HttpResponse.json({ ads: [makeAd({ id: 8, title: 'Koelkast' })], total: 1 })),
      http.get(`*/api/users/${SELLER}/reviews`, () =>
        HttpResponse.json({
          reviews: [
            {
              id: 'r1',
              rating: 5,
              text: 'Alles klopte, vlot contact.',
              createdAt: '2026-11-20T10:00:00Z',
              reviewerName: 'Ravi R.',
              role: 'seller',
            },
          ],
        }),
      ),
    );
    renderApp(`/verkoper/${SELLER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sita R.' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/Lid sinds 2 maart 2025/)).toBeInTheDocument();
    expect(screen.getByText('✔ E-mail geverifieerd')).toBeInTheDocument();
    expect(screen.getByText('✔ Telefoon geverifieerd')).toBeInTheDocument();
    expect(screen.getAllByLabelText('4,5 van 5 sterren, 2 beoordelingen')[0]).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Koelkast' })).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Beoordelingen' });
    expect(within(reviews).getByText('Alles klopte, vlot contact.')).toBeInTheDocument();
    expect(within(reviews).getByText(/Ravi R\. · als verkoper/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/@|\+597/);
  });

  it('names the seller with their rating on the ad page and links to their page', async () => {
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/42', () => HttpResponse.json(makeAd({ id: 42, title: 'Fiets', sellerId: SELLER }))),
      http.get(`*/api/users/${SELLER}/profile`, () => HttpResponse.json(profile)),
    );
    renderApp('/ad/42');
    const link = await screen.findByRole('link', { name: /Bekijk profiel en beoordelingen/ }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', `/verkoper/${SELLER}`);
    expect(screen.getByText('Sita R.')).toBeInTheDocument();
    expect(screen.getByLabelText('4,5 van 5 sterren, 2 beoordelingen')).toBeInTheDocument();
  });
});
