import type { AdSort, Currency } from '@surimarkt/contracts';

/** The places of Suriname the API accepts (contracts LOCATIONS; the web app imports types only). */
export const LOCATIONS = [
  'Paramaribo',
  'Wanica',
  'Nickerie',
  'Saramacca',
  'Para',
  'Commewijne',
  'Marowijne',
  'Brokopondo',
  'Coronie',
  'Sipaliwini',
] as const;
export const SORTS: readonly AdSort[] = ['newest', 'price_asc', 'price_desc', 'popular'];

export interface CategoryFilters {
  location?: string;
  /** whole currency units as typed, e.g. 25 or 12.5 */
  min?: number;
  max?: number;
  /** The currency of min and max (EUR unless SRD): ads in either currency are compared at today's rate. */
  currency?: Currency;
  sortBy?: AdSort;
  /** The category's own filters (back-office definitions): a value, true, or a { min, max } range. */
  attr?: AttributeFilters;
}

export type AttributeFilters = Record<string, string | boolean | { min?: number; max?: number }>;

function readAttributes(raw: string | null): AttributeFilters | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length
      ? (value as AttributeFilters)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Filters live in the address (?locatie=&min=&max=&sortering=&kenmerken=) so a filtered page can be shared. */
export function readFilters(params: URLSearchParams): CategoryFilters {
  const amount = (key: string) => {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') return undefined;
    const value = Number(raw.replace(',', '.'));
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const location = LOCATIONS.find((l) => l.toLowerCase() === params.get('locatie')?.toLowerCase());
  const sort = params.get('sortering');
  return {
    location,
    min: amount('min'),
    max: amount('max'),
    currency: params.get('valuta')?.toUpperCase() === 'SRD' ? 'SRD' : undefined,
    sortBy: SORTS.includes(sort as AdSort) ? (sort as AdSort) : undefined,
    attr: readAttributes(params.get('kenmerken')),
  };
}

export function writeFilters(filters: CategoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.location) params.set('locatie', filters.location);
  if (filters.min !== undefined) params.set('min', String(filters.min));
  if (filters.max !== undefined) params.set('max', String(filters.max));
  if (filters.currency === 'SRD') params.set('valuta', 'SRD');
  if (filters.sortBy) params.set('sortering', filters.sortBy);
  if (filters.attr && Object.keys(filters.attr).length) params.set('kenmerken', JSON.stringify(filters.attr));
  return params;
}

/** Prices travel in cents (contract). */
export function toCents(amount: number | undefined): number | undefined {
  return amount === undefined ? undefined : Math.round(amount * 100);
}
