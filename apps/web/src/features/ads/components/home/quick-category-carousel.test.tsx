import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesFixture } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderInApp } from '@/testing/render-app';
import { QuickCategoryCarousel } from './quick-category-carousel';

const server = startMswServer();

describe('QuickCategoryCarousel', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    server.use(http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)));
    // jsdom has no layout: pretend the strip is wider than the screen.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    HTMLElement.prototype.scrollTo = scrollTo as never;
    scrollTo.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('links the fixed slugs in order, Bunkopu Seri to its own page', async () => {
    renderInApp(<QuickCategoryCarousel />);
    const nav = screen.getByRole('navigation', { name: 'Snel naar' });
    await screen.findByText('Woningen te koop');
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/bunkopu-seri',
      '/categorie/autos',
      '/categorie/woningen-koop',
      '/categorie/elektronica',
      '/categorie/kulturu',
      '/categorie/mobiele-telefoons',
      '/categorie/boeken',
      '/categorie/kleding-dames',
    ]);
  });

  it('advances every 3 s, stops while touched and starts again 5 s after release', () => {
    vi.useFakeTimers();
    renderInApp(<QuickCategoryCarousel />);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);

    const strip = screen.getByRole('navigation', { name: 'Snel naar' }).querySelector('ul')!;
    fireEvent.pointerDown(strip);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);

    fireEvent.pointerUp(strip);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
