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

/** 'sold': out of every list at once; its page stays readable for SOLD_PAGE_DAYS saying 'Verkocht'. */
/** 'reported': offline after reports from REPORTS_TO_HIDE people, until the operator dismisses them or rejects the ad. */
export const AD_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'sold', 'reported'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** Whether an ad can still be bought: reserved stays listed with a badge; sold leaves the lists (status 'sold'). */
export const SALE_STATUSES = ['available', 'reserved', 'sold'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const SOLD_PAGE_DAYS = 14;

/** Bunkopu Seri caps in cents at the default rate (the demo seed's); the rule itself is bunkopuMaxCents(currency, rate). */
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
 * The price bands of the facets, in cents of the currency the visitor filters in (EUR unless SRD): each band is
 * `minPrice`..`maxPrice` of `GET /api/ads`, both inclusive, the last one open above. SRD's follow EUR's at about 40.
 */
export const PRICE_BANDS: Record<Currency, ReadonlyArray<{ min: number; max: number | null }>> = {
  EUR: [
    { min: 0, max: 9_999 },
    { min: 10_000, max: 49_999 },
    { min: 50_000, max: 199_999 },
    { min: 200_000, max: 999_999 },
    { min: 1_000_000, max: null },
  ],
  SRD: [
    { min: 0, max: 399_999 },
    { min: 400_000, max: 1_999_999 },
    { min: 2_000_000, max: 7_999_999 },
    { min: 8_000_000, max: 39_999_999 },
    { min: 40_000_000, max: null },
  ],
};

/**
 * The sizes every ad photo is stored at, under one key: `<key>.webp` the detail photo, and beside it the same photo
 * (never cropped) at each narrower rung of the width ladder, plus `<key>-sm.webp`, a 400×300 crop for the small lists.
 * Each rung fits in width × height and is never enlarged. The narrow rungs fill cards (a 4:3 box, covered), so a
 * portrait photo keeps their full width there (height up to 4/3 of it); the wide ones fill the ad page's gallery (a
 * 4:3 box, contained), so there the longer side counts. The gateway makes them on upload, the ads-service's backfill
 * makes what older photos miss, the demo seed draws them, the pages choose between them with srcset.
 */
export const PHOTO_VARIANTS = {
  w320: { suffix: '-w320', width: 320, height: 427 },
  w480: { suffix: '-w480', width: 480, height: 640 },
  medium: { suffix: '-md', width: 800, height: 800 },
  detail: { suffix: '', width: 1600, height: 1600 },
  card: { suffix: '-sm', width: 400, height: 300 },
} as const;

export type PhotoVariant = keyof typeof PHOTO_VARIANTS;

/** The width ladder, narrow to wide: every upload has each of these. */
export const PHOTO_LADDER = ['w320', 'w480', 'medium', 'detail'] as const satisfies readonly PhotoVariant[];

/** A variant's path (or storage key) from the detail photo's: ('/uploads/a.webp', 'card') → '/uploads/a-sm.webp'. */
export function photoVariantPath(detail: string, variant: PhotoVariant): string {
  const { suffix } = PHOTO_VARIANTS[variant];
  const slash = detail.lastIndexOf('/');
  const dot = detail.lastIndexOf('.');
  if (dot <= slash) return `${detail}${suffix}`;
  return `${detail.slice(0, dot)}${suffix}${detail.slice(dot)}`;
}

/**
 * Where the demo seed stores its pictures (storage keys 'demo/…'). Users' uploads live under '/uploads/ads/' (the
 * ad DTO accepts nothing else), so an ad whose cover is here is demo data, and the pages say so.
 */
export const DEMO_PHOTOS_PREFIX = '/uploads/demo/';

export function isDemoPhoto(url: string | null | undefined): boolean {
  return typeof url === 'string' && url.startsWith(DEMO_PHOTOS_PREFIX);
}

/** What the site shows for an ad without a price, on every page and in every mail. */
export const PRICE_ON_REQUEST = 'Prijs op aanvraag';

/** The one rule for it: no price (null, missing) or 0 means the seller names the price on request. */
export function isPriceOnRequest(cents: number | null | undefined): cents is null | undefined | 0 {
  return cents === null || cents === undefined || cents === 0 || !Number.isFinite(cents);
}
