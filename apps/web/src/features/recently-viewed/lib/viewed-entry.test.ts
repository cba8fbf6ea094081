import { describe, expect, it } from 'vitest';
import { countersOf, matchesSearch, type ViewedEntry, viewedAgo } from './viewed-entry';

const now = new Date(2026, 10, 24, 15, 0, 0);
const hoursBefore = (h: number) => new Date(now.getTime() - h * 60 * 60 * 1000).toISOString();
const entry = (fields: Partial<ViewedEntry>): ViewedEntry => ({
  id: 1,
  title: 'Fiets',
  price: 1000,
  currency: 'SRD',
  location: 'Wanica',
  images: [],
  status: 'approved',
  categoryName: 'Sport',
  viewedAt: hoursBefore(0),
  viewCount: 1,
  ...fields,
});

describe('recently viewed entries', () => {
  it('tells the time since the view as the spec words it', () => {
    expect(viewedAgo(hoursBefore(0), now)).toBe('Zojuist bekeken');
    expect(viewedAgo(hoursBefore(0.99), now)).toBe('Zojuist bekeken');
    expect(viewedAgo(hoursBefore(1), now)).toBe('1 uur geleden');
    expect(viewedAgo(hoursBefore(23.9), now)).toBe('23 uur geleden');
    expect(viewedAgo(hoursBefore(24), now)).toBe('Gisteren');
    expect(viewedAgo(hoursBefore(47.9), now)).toBe('Gisteren');
    expect(viewedAgo(new Date(2026, 10, 2, 9, 0).toISOString(), now)).toBe('2-11-2026');
  });

  it('searches title, location and category, ignoring case', () => {
    const fiets = entry({});
    expect(['fiets', 'WANICA', 'sport', ' ', ''].map((term) => matchesSearch(fiets, term))).toEqual([true, true, true, true, true]);
    expect(matchesSearch(fiets, 'auto')).toBe(false);
  });

  it("counts the entries, today's views, all views and the categories", () => {
    const entries = [
      entry({ id: 1, viewedAt: hoursBefore(1), viewCount: 3 }),
      entry({ id: 2, viewedAt: hoursBefore(14), viewCount: 1, categoryName: 'Autos' }),
      entry({ id: 3, viewedAt: hoursBefore(30), viewCount: 2 }),
    ];
    expect(countersOf(entries, now)).toEqual({ total: 3, today: 2, totalViews: 6, categories: 2 });
    expect(countersOf([entry({ viewedAt: null, viewCount: null })], now)).toEqual({
      total: 1,
      today: null,
      totalViews: null,
      categories: 1,
    });
    expect(countersOf([], now)).toEqual({ total: 0, today: null, totalViews: null, categories: 0 });
  });
});
