/** Spec §3: ids of viewed ads in local storage, newest first, no duplicates, at most 10. */
export const RECENTLY_VIEWED_KEY = 'recentViewed';
export const RECENTLY_VIEWED_MAX = 10;

export function readRecentlyViewed(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.map(Number).filter((id) => Number.isInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    return [];
  }
}

export function addRecentlyViewed(id: number): number[] {
  return writeRecentlyViewed([id, ...readRecentlyViewed().filter((existing) => existing !== id)]);
}

export function removeRecentlyViewed(id: number): number[] {
  return writeRecentlyViewed(readRecentlyViewed().filter((existing) => existing !== id));
}

/** Replaces the list, e.g. with a logged-in user's list from the server, so the home page shows the same. */
export function writeRecentlyViewed(ids: number[]): number[] {
  const next = [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the history is a convenience, the page goes on.
  }
  return next;
}
