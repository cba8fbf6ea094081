import type { Ad, RecentlyViewedItem } from '@surimarkt/contracts';
import { recentlyViewedTexts as t } from '../recently-viewed.texts';

/** One card: the server's item, or a guest's ad, whose browser list keeps no time and no count. */
export type ViewedEntry = Omit<RecentlyViewedItem, 'viewedAt' | 'viewCount'> & { viewedAt: string | null; viewCount: number | null };

const HOUR_MS = 60 * 60 * 1000;

export function fromAd(ad: Ad): ViewedEntry {
  const { id, title, price, currency, location, images, status, category } = ad;
  return { id, title, price, currency, location, images, status, categoryName: category, viewedAt: null, viewCount: null };
}

/** Spec 2.10: under an hour 'Zojuist bekeken', under a day 'N uur geleden', under two 'Gisteren', else the date. */
export function viewedAgo(viewedAt: string, now: Date): string {
  const at = new Date(viewedAt);
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < HOUR_MS) return t.justNow;
  if (elapsed < 24 * HOUR_MS) return t.hoursAgo(Math.floor(elapsed / HOUR_MS));
  if (elapsed < 48 * HOUR_MS) return t.yesterday;
  return at.toLocaleDateString('nl-NL');
}

/** Search over title, location and category name (spec 2.10), ignoring case. */
export function matchesSearch(entry: ViewedEntry, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase('nl-NL');
  return !needle || [entry.title, entry.location, entry.categoryName].some((field) => field.toLocaleLowerCase('nl-NL').includes(needle));
}

export interface ViewedCounters {
  total: number;
  /** Null when the times and counts are not known (a guest's browser list). */
  today: number | null;
  totalViews: number | null;
  categories: number;
}

/** The four counters of spec 2.10; 'today' is the visitor's own calendar day. */
export function countersOf(entries: ViewedEntry[], now: Date): ViewedCounters {
  const known = entries.length > 0 && entries.every((e) => e.viewedAt !== null);
  const today = now.toDateString();
  return {
    total: entries.length,
    today: known ? entries.filter((e) => new Date(e.viewedAt as string).toDateString() === today).length : null,
    totalViews: known ? entries.reduce((sum, e) => sum + (e.viewCount ?? 0), 0) : null,
    categories: new Set(entries.map((e) => e.categoryName).filter(Boolean)).size,
  };
}
