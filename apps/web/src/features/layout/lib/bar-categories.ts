import type { Category } from '@surimarkt/contracts';
import { isBunkopuCategory, parentIdOf } from '@/shared/lib/category-tree';

/** Spec: after Bunkopu Seri and Kulturu, at most 7 more main categories. */
export const MAX_EXTRA_BAR_CATEGORIES = 7;
const EXCLUDED_NAMES = ['bunkopu seri', 'gereedschap', 'kulturu'];

export interface BarCategories {
  bunkopu: Category | undefined;
  kulturu: Category | undefined;
  others: Category[];
}

export function selectBarCategories(categories: readonly Category[]): BarCategories {
  const mains = categories.filter((c) => parentIdOf(c) === null);
  const kulturu = mains.find((c) => c.name.trim().toLowerCase() === 'kulturu' || c.slug === 'kulturu');
  const bunkopu = mains.find(isBunkopuCategory);
  const others = mains
    .filter((c) => !EXCLUDED_NAMES.includes(c.name.trim().toLowerCase()) && !isBunkopuCategory(c) && c !== kulturu)
    .slice(0, MAX_EXTRA_BAR_CATEGORIES);
  return { bunkopu, kulturu, others };
}

/** The category a page is about, read from the address: a slug, a numeric id, 'bunkopu' or nothing. */
export function selectedCategoryKey(pathname: string): string | null {
  if (pathname === '/bunkopu-seri') return 'bunkopu';
  if (pathname === '/autos') return 'autos';
  const match = /^\/categor(?:ie|y)\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]).toLowerCase() : null;
}
