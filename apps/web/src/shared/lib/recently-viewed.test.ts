import { beforeEach, describe, expect, it } from 'vitest';
import { addRecentlyViewed, readRecentlyViewed, RECENTLY_VIEWED_KEY, removeRecentlyViewed, writeRecentlyViewed } from './recently-viewed';

describe('recently viewed', () => {
  beforeEach(() => localStorage.clear());

  it('puts the newest view first', () => {
    addRecentlyViewed(1);
    addRecentlyViewed(2);
    addRecentlyViewed(3);
    expect(readRecentlyViewed()).toEqual([3, 2, 1]);
  });

  it('moves a viewed-again ad to the front instead of listing it twice', () => {
    [1, 2, 3].forEach(addRecentlyViewed);
    addRecentlyViewed(1);
    expect(readRecentlyViewed()).toEqual([1, 3, 2]);
  });

  it('keeps at most 10 and drops the oldest', () => {
    for (let id = 1; id <= 12; id++) addRecentlyViewed(id);
    const ids = readRecentlyViewed();
    expect(ids).toHaveLength(10);
    expect(ids[0]).toBe(12);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(2);
  });

  it('survives broken storage content', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['5', 'x', 5, -1]));
    expect(readRecentlyViewed()).toEqual([5]);
    expect(addRecentlyViewed(7)).toEqual([7, 5]);
  });

  it('removes one, and takes a whole list (from the server) without duplicates, at most 10', () => {
    [1, 2, 3].forEach(addRecentlyViewed);
    expect(removeRecentlyViewed(2)).toEqual([3, 1]);
    expect(writeRecentlyViewed([9, 9, ...Array.from({ length: 12 }, (_, i) => i + 1)])).toEqual([9, 1, 2, 3, 4, 5, 6, 7, 8, 10]);
    expect(readRecentlyViewed()).toEqual([9, 1, 2, 3, 4, 5, 6, 7, 8, 10]);
    expect(writeRecentlyViewed([])).toEqual([]);
  });
});
