import type { Ad, AdFacets, Category } from '@surimarkt/contracts';

let nextId = 100;

export function makeAd(overrides: Partial<Ad> = {}): Ad {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Advertentie ${id}`,
    description: 'Goed onderhouden.',
    price: 125000,
    currency: 'EUR',
    convertedPrice: { currency: 'SRD', amount: 5000000 },
    images: [`/uploads/demo/ad-${id}.webp`],
    location: 'Paramaribo',
    createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    views: 12,
    category: 'Autos',
    subcategory: null,
    categoryId: 2,
    subcategoryId: null,
    contact_phone: '8123456',
    contact_email: null,
    featured: false,
    topListing: false,
    status: 'approved',
    saleStatus: 'available',
    phoneVerified: false,
    sellerId: '6f1c1a52-2f1e-4c55-9a55-6f3d8a1b2c3d',
    ...overrides,
  };
}

const main = (id: number, name: string, slug: string, extra: Partial<Category> = {}): Category => ({
  id,
  name,
  slug,
  parentId: null,
  icon: '',
  isBunkopu: false,
  ...extra,
});

/** Twelve main categories in the API's order plus two subcategories: more than the bar may show. */
export const categoriesFixture: Category[] = [
  main(1, 'Gereedschap', 'gereedschap'),
  main(2, 'Autos', 'autos'),
  main(3, 'Woningen te koop', 'woningen-koop'),
  main(4, 'Elektronica', 'elektronica'),
  main(5, 'Bunkopu Seri', 'bunkopu-seri', { isBunkopu: true }),
  main(6, 'Sport', 'sport'),
  main(7, 'Kulturu', 'kulturu'),
  main(8, 'Boeken', 'boeken'),
  main(9, 'Meubels', 'meubels'),
  main(10, 'Kapitaal', 'kapitaal'),
  main(11, 'Toerisme', 'toerisme'),
  main(12, 'Percelen', 'percelen'),
  main(13, 'Zeldzame Spullen', 'zeldzame-spullen'),
  { id: 20, name: 'Personenauto', slug: 'personenauto', parentId: 2, icon: '', isBunkopu: false },
  { id: 21, name: 'Laptops', slug: 'laptops', parentId: 4, icon: '', isBunkopu: false },
];

/** Facets over the categories fixture: `count(value)` ads for each value (3 unless told), capped at 10,000. */
export function makeFacets(count: (value: string | number) => number = () => 3): AdFacets {
  const locations = [
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
  ];
  const bands = [
    [0, 9999],
    [10000, 49999],
    [50000, 199999],
    [200000, 999999],
    [1000000, null],
  ] as const;
  const categories = categoriesFixture.map((c) => ({ id: c.id, name: c.name, parentId: c.parentId, count: count(c.id) }));
  const total = categories.filter((c) => c.parentId === null).reduce((sum, c) => sum + c.count, 0);
  return {
    total,
    cap: 10_000,
    categories,
    locations: locations.map((name) => ({ name, count: count(name) })),
    priceBands: bands.map(([min, max]) => ({ min, max, count: count(`band-${min}`) })),
    without: { category: total, location: total, price: total },
  };
}
