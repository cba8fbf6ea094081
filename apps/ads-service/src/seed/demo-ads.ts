import { type AdStatus, BUNKOPU_MAX_CENTS, type Currency, LOCATIONS } from '@surimarkt/contracts';
import { BUNKOPU_ITEMS, DEMO_CATALOGUE, type DemoItem } from './demo-catalogue';

/** A demo ad before it is written; category ids are resolved from slugs. */
export interface DemoAd {
  title: string;
  description: string;
  price: number | null;
  currency: Currency;
  location: string;
  categorySlug: string;
  subcategorySlug: string;
  phone: string;
  email: string | null;
  featured: boolean;
  status: AdStatus;
  createdAt: Date;
  views: number;
  pictureCount: number;
}

/** A small seeded generator (mulberry32): the same demo data on every start, so tests can rely on it. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SRD_PER_EUR = 40;
const DAY_MS = 24 * 60 * 60 * 1000;

function describe(item: { text: string; bullets: string[] }, style: number): string {
  const closing = ['Bel of app gerust voor meer informatie.', 'Prijs is *bespreekbaar*.', 'Bezichtigen kan na afspraak.'][style % 3];
  switch (style % 4) {
    case 0:
      return `${item.text}\n\n${item.bullets.map((b) => `- ${b}`).join('\n')}\n\n${closing}`;
    case 1:
      return `**${item.text}**\n\n${item.bullets.map((b) => `* ${b}`).join('\n')}`;
    case 2:
      return `${item.text} ${closing}`;
    default:
      return `${item.text}\n\n*${item.bullets.join(', ')}.*`;
  }
}

function phone(random: () => number): string {
  return `+597 ${random() < 0.6 ? '8' : '7'}${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
}

function price(item: DemoItem, currency: Currency, random: () => number): number | null {
  if (!item.eur) return null;
  const [min, max] = item.eur;
  const euros = min + (max - min) * random();
  const amount = currency === 'EUR' ? euros : euros * SRD_PER_EUR;
  // Sellers pick round numbers: 5 for small amounts, 50 or 500 for large ones.
  const step = amount < 100 ? 5 : amount < 5000 ? 50 : 500;
  return Math.max(step, Math.round(amount / step) * step) * 100;
}

/** About 300 approved demo ads over every main category and location, plus a few pending and rejected ones. */
export function buildDemoAds(now: Date, random = seededRandom(597)): DemoAd[] {
  const ads: DemoAd[] = [];
  const common = (index: number) => ({
    location: LOCATIONS[index % LOCATIONS.length],
    phone: phone(random),
    email: random() < 0.4 ? `verkoper${index + 1}@example.sr` : null,
    createdAt: new Date(now.getTime() - Math.floor(random() * 30 * DAY_MS)),
    views: Math.floor(random() ** 2 * 800),
    pictureCount: 1 + Math.floor(random() * random() * 4),
  });
  const slugs = Object.keys(DEMO_CATALOGUE);
  for (let round = 0; ads.length < 270; round++) {
    for (const slug of slugs.slice(0, 270 - ads.length)) {
      const items = DEMO_CATALOGUE[slug];
      const item = items[(round + slugs.indexOf(slug)) % items.length];
      const currency: Currency = random() < 0.6 ? 'EUR' : 'SRD';
      const index = ads.length;
      ads.push({
        ...common(index),
        title: item.titles[round % item.titles.length],
        description: describe(item, index),
        price: random() < 0.06 ? null : price(item, currency, random),
        currency,
        categorySlug: slug,
        subcategorySlug: item.sub,
        featured: false,
        status: 'approved',
      });
    }
  }
  for (let i = 0; i < 30; i++) {
    const item = BUNKOPU_ITEMS[i % BUNKOPU_ITEMS.length];
    const currency: Currency = i % 2 === 0 ? 'EUR' : 'SRD';
    const cap = BUNKOPU_MAX_CENTS[currency];
    const step = currency === 'EUR' ? 50 : 2500;
    ads.push({
      ...common(ads.length),
      title: item.title,
      description: describe({ text: item.text, bullets: ['Bunkopu Seri koopje', 'Ophalen in overleg'] }, i),
      price: step * (1 + Math.floor(random() * (cap / step))),
      currency,
      categorySlug: 'bunkopu-seri',
      subcategorySlug: item.sub,
      featured: false,
      status: 'approved',
    });
  }
  // About 15 featured ones, spread over the categories.
  for (let i = 0; i < ads.length; i += 20) ads[i].featured = true;
  const hidden: AdStatus[] = ['pending', 'pending', 'pending', 'pending', 'pending', 'rejected', 'rejected', 'rejected'];
  for (const [i, status] of hidden.entries())
    ads.push({ ...ads[i * 7 + 3], featured: false, status, views: 0, title: `${ads[i * 7 + 3].title} (nieuw)` });
  return ads;
}
