import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RatingStars } from '@/shared/ui/rating-stars';
import { writeRating } from '@/shared/ui/rating-words';
import { layoutHandlers } from '@/testing/api-handlers';
import { makeAd } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { fillSellerRating } from './fill-seller-rating';

const server = startMswServer();
const SELLER = '3f0c2a8e-5b1d-4c7e-9f2a-1d2e3f4a5b6c';

describe("a kept ad page's seller rating brought up to date", () => {
  const profile = {
    id: SELLER,
    displayName: 'Sita R.',
    memberSince: '2025-03-02T10:00:00Z',
    verified: { email: true, phone: false },
    rating: { average: 0, count: 0 },
    activeAds: 1,
  };

  it('writes the rating now into the seller panel, and keeps the rest of the panel as rendered', async () => {
    server.use(
      ...layoutHandlers,
      http.get('*/api/ads/91', () => HttpResponse.json(makeAd({ id: 91, title: 'Brommer', sellerId: SELLER }))),
      http.get(`*/api/users/${SELLER}/profile`, () => HttpResponse.json(profile)),
    );
    // The page as it was kept: rendered before the seller had any review.
    renderApp('/ad/91');
    await screen.findByRole('heading', { level: 1, name: 'Brommer' }, { timeout: 10_000 });
    await screen.findByText('Nog geen beoordelingen');
    const panel = () => document.querySelector('.sm-seller') as HTMLElement;

    // Two reviews since, and the phone verified: the rating is written, the panel's other words stay as the page has them.
    server.use(
      http.get(`*/api/users/${SELLER}/profile`, () =>
        HttpResponse.json({ ...profile, verified: { email: true, phone: true }, rating: { average: 4.2, count: 2 } }),
      ),
    );
    const now = await fillSellerRating(profile);
    expect(within(panel()).getByRole('img', { name: '4,2 van 5 sterren, 2 beoordelingen' })).toHaveTextContent('★★★★☆ 4,2 (2)');
    expect(within(panel()).queryByText('Nog geen beoordelingen')).toBeNull();
    expect(now).toEqual({ ...profile, rating: { average: 4.2, count: 2 } });

    // A failed read or a stop leaves it as it is.
    server.use(http.get(`*/api/users/${SELLER}/profile`, () => new HttpResponse(null, { status: 503 })));
    expect(await fillSellerRating(now)).toBe(now);
    const stop = new AbortController();
    stop.abort();
    expect(await fillSellerRating(now, stop.signal)).toBe(now);
    expect(within(panel()).getByRole('img', { name: '4,2 van 5 sterren, 2 beoordelingen' })).toBeInTheDocument();
  });

  it.each([
    { average: 0, count: 0 },
    { average: 4.24, count: 5 },
    { average: 1, count: 1 },
    { average: 4.5, count: 12 },
  ])('writes the elements RatingStars renders, so React takes them over as they are (%o)', (rating) => {
    const holder = document.createElement('div');
    holder.append(document.createElement('span'));
    writeRating(holder.firstElementChild as Element, rating);
    expect(holder.innerHTML).toBe(renderToStaticMarkup(<RatingStars rating={rating} />));
  });
});
