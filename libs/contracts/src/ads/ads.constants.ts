// Business constants of the spec (public side, section 9).
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
export type Location = (typeof LOCATIONS)[number];

export const CURRENCIES = ['EUR', 'SRD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const AD_SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type AdSort = (typeof AD_SORTS)[number];

export const AD_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** Bunkopu Seri caps, in cents. */
export const BUNKOPU_MAX_CENTS: Record<Currency, number> = { EUR: 1000, SRD: 40000 };

export const AD_LIMITS = {
  titleMax: 100,
  descriptionMax: 1000,
  photosMax: 5,
  photoBytesMax: 5 * 1024 * 1024,
  listLimitDefault: 20,
  listLimitMax: 100,
  offsetMax: 100000,
  searchMax: 200,
  idsMax: 100,
  /** A list's total stops counting here (see AdList.total). */
  totalCap: 10_000,
  /** A search ranks this many of its newest matches; its total stops here. */
  searchCandidates: 500,
  /** Prices above this (in cents) are out of range: 100 million. */
  priceMaxCents: 10_000_000_000,
} as const;

/**
 * The sizes every ad photo is stored at, under one key: `<key>.webp` the detail photo, `<key>-md.webp` the same
 * framing for phones, `<key>-sm.webp` the card's crop. The gateway makes them on upload, the demo seed draws them,
 * the pages choose between them.
 */
export const PHOTO_VARIANTS = {
  detail: { maxSide: 1600 },
  medium: { suffix: '-md', maxSide: 800 },
  card: { suffix: '-sm', width: 400, height: 300 },
} as const;

/** A variant's path (or storage key) from the detail photo's: ('/uploads/a.webp', 'card') → '/uploads/a-sm.webp'. */
export function photoVariantPath(detail: string, variant: 'medium' | 'card'): string {
  const { suffix } = PHOTO_VARIANTS[variant];
  const slash = detail.lastIndexOf('/');
  const dot = detail.lastIndexOf('.');
  if (dot <= slash) return `${detail}${suffix}`;
  return `${detail.slice(0, dot)}${suffix}${detail.slice(dot)}`;
}
