import { DEMO_PHOTOS_PREFIX, PHOTO_VARIANTS, photoVariantPath } from '@surimarkt/contracts';
import { DERIVED_VARIANTS, encodePhotoVariants, type PhotoStorage, UPLOADS_URL_PREFIX } from '@surimarkt/server';
import sharp from 'sharp';

// Demo photos are drawn, not downloaded: a gradient in the category's colour with a simple figure of what
// is sold. Plain SVG shapes only, so no system font or emoji renderer is needed. They are drawings, not photos: the
// pages mark every ad that shows them as demo data (DEMO_PHOTOS_PREFIX). A ray-marched, photographic rendering was
// tried and left out: toy-like results at 0.3-0.8 s of CPU per picture, where the seed must stay fast.

const COLOURS: Record<string, [string, string]> = {
  autos: ['#1d4ed8', '#60a5fa'],
  'woningen-koop': ['#047857', '#6ee7b7'],
  elektronica: ['#4338ca', '#a5b4fc'],
  'mobiele-telefoons': ['#0f172a', '#64748b'],
  meubels: ['#92400e', '#fcd34d'],
  sport: ['#b91c1c', '#fca5a5'],
  boeken: ['#7c2d12', '#fdba74'],
  kapitaal: ['#1e3a8a', '#fde68a'],
  toerisme: ['#0e7490', '#67e8f9'],
  percelen: ['#3f6212', '#bef264'],
  woningen: ['#065f46', '#a7f3d0'],
  'kleding-dames': ['#be185d', '#f9a8d4'],
  'kleding-heren': ['#1e40af', '#93c5fd'],
  accessoires: ['#6b21a8', '#d8b4fe'],
  'huis-tuin': ['#15803d', '#86efac'],
  kulturu: ['#b45309', '#fef08a'],
  gereedschap: ['#374151', '#f59e0b'],
  diensten: ['#0369a1', '#bae6fd'],
  dieren: ['#854d0e', '#fde047'],
  'bunkopu-seri': ['#166534', '#4ade80'],
};

const W = '#ffffff';
const FIGURES: Record<string, string> = {
  car:
    `<rect x="250" y="400" width="520" height="130" rx="30" fill="${W}"/><path d="M340 400 L420 300 H620 L700 400 Z" fill="${W}" ` +
    `opacity="0.85"/><circle cx="360" cy="540" r="55" fill="#111827"/><circle cx="660" cy="540" r="55" fill="#111827"/>`,
  house:
    `<path d="M512 170 L780 380 H244 Z" fill="${W}"/><rect x="300" y="380" width="424" height="250" fill="${W}" ` +
    `opacity="0.9"/><rect x="470" y="480" width="84" height="150" fill="#374151"/><rect x="340" y="420" width="80" height="70" ` +
    `fill="#93c5fd"/><rect x="604" y="420" width="80" height="70" fill="#93c5fd"/>`,
  phone:
    `<rect x="402" y="160" width="220" height="450" rx="36" fill="#111827"/><rect x="420" y="200" width="184" height="360" rx="10" ` +
    `fill="${W}" opacity="0.9"/><circle cx="512" cy="585" r="12" fill="${W}"/>`,
  screen:
    `<rect x="262" y="190" width="500" height="320" rx="18" fill="#111827"/><rect x="282" y="210" width="460" height="280" ` +
    `fill="${W}" opacity="0.85"/><rect x="472" y="510" width="80" height="70" fill="#111827"/><rect x="392" y="580" width="240" ` +
    `height="24" rx="12" fill="#111827"/>`,
  sofa:
    `<rect x="262" y="300" width="500" height="170" rx="40" fill="${W}"/><rect x="222" y="380" width="580" height="150" rx="40" ` +
    `fill="${W}" opacity="0.9"/><rect x="262" y="530" width="30" height="60" fill="#111827"/><rect x="732" y="530" width="30" ` +
    `height="60" fill="#111827"/>`,
  ball:
    `<circle cx="512" cy="390" r="200" fill="${W}"/><path d="M512 190 V590 M312 390 H712" stroke="#111827" ` +
    `stroke-width="14"/><circle cx="512" cy="390" r="200" fill="none" stroke="#111827" stroke-width="14"/>`,
  book:
    `<rect x="322" y="190" width="180" height="400" rx="10" fill="${W}"/><rect x="522" y="190" width="180" height="400" rx="10" ` +
    `fill="${W}" opacity="0.85"/><path d="M362 260 H462 M362 310 H462 M562 260 H662 M562 310 H662" stroke="#6b7280" stroke-width="12"/>`,
  briefcase:
    `<rect x="282" y="300" width="460" height="290" rx="24" fill="${W}"/><rect x="432" y="230" width="160" height="80" rx="16" ` +
    `fill="none" stroke="${W}" stroke-width="24"/><rect x="282" y="410" width="460" height="20" fill="#6b7280"/>`,
  palm:
    `<rect x="492" y="330" width="40" height="300" rx="16" fill="#78350f"/><path d="M512 330 Q400 220 280 300 Q400 260 512 330 Q480 ` +
    `200 380 160 Q500 200 512 330 Q560 190 680 170 Q560 220 512 330 Q640 260 750 320 Q630 280 512 330 Z" fill="${W}"/><circle cx="700" ` +
    `cy="180" r="60" fill="#fde047"/>`,
  plot:
    `<rect x="232" y="420" width="560" height="200" fill="${W}" opacity="0.9"/><path d="M232 420 L352 300 H672 L792 420" ` +
    `fill="${W}" opacity="0.6"/><circle cx="372" cy="300" r="80" fill="#14532d"/><rect x="362" y="300" width="20" height="130" ` +
    `fill="#78350f"/>`,
  dress:
    `<path d="M452 180 H572 L602 300 L712 620 H312 L422 300 Z" fill="${W}"/><rect x="452" y="170" width="120" height="30" rx="10" ` +
    `fill="#111827"/>`,
  shirt: `<path d="M412 190 L302 260 L352 360 L402 330 V620 H622 V330 L672 360 L722 260 L612 190 Q512 260 412 190 Z" fill="${W}"/>`,
  bag:
    `<rect x="322" y="320" width="380" height="290" rx="30" fill="${W}"/><path d="M422 320 Q422 200 512 200 Q602 200 602 320" ` +
    `fill="none" stroke="${W}" stroke-width="26"/>`,
  plant:
    `<path d="M422 480 H602 L572 620 H452 Z" fill="#92400e"/><path d="M512 480 Q400 360 420 240 Q500 330 512 480 Q530 300 620 220 ` +
    `Q640 360 512 480 Z" fill="${W}"/>`,
  drum:
    `<ellipse cx="512" cy="280" rx="200" ry="60" fill="${W}"/><rect x="312" y="280" width="400" height="280" fill="${W}" ` +
    `opacity="0.85"/><ellipse cx="512" cy="560" rx="200" ry="60" fill="${W}" opacity="0.85"/><path d="M312 300 L712 540 M712 300 L312 ` +
    `540" stroke="#b45309" stroke-width="12"/>`,
  wrench:
    `<path d="M330 600 L560 370" stroke="${W}" stroke-width="60" stroke-linecap="round"/><circle cx="610" cy="320" r="100" ` +
    `fill="${W}"/><circle cx="650" cy="280" r="45" fill="#374151"/>`,
  service:
    `<circle cx="512" cy="300" r="110" fill="${W}"/><path d="M312 620 Q312 440 512 440 Q712 440 712 620 Z" fill="${W}" ` +
    `opacity="0.9"/>`,
  paw:
    `<ellipse cx="512" cy="460" rx="130" ry="110" fill="${W}"/><circle cx="392" cy="320" r="50" fill="${W}"/><circle cx="472" ` +
    `cy="260" r="50" fill="${W}"/><circle cx="552" cy="260" r="50" fill="${W}"/><circle cx="632" cy="320" r="50" fill="${W}"/>`,
  tag: `<path d="M300 240 H560 L760 440 L560 640 H300 Z" fill="${W}"/><circle cx="370" cy="440" r="34" fill="#166534"/>`,
};

const FIGURE_OF: Record<string, string> = {
  autos: 'car',
  'woningen-koop': 'house',
  elektronica: 'screen',
  'mobiele-telefoons': 'phone',
  meubels: 'sofa',
  sport: 'ball',
  boeken: 'book',
  kapitaal: 'briefcase',
  toerisme: 'palm',
  percelen: 'plot',
  woningen: 'house',
  'kleding-dames': 'dress',
  'kleding-heren': 'shirt',
  accessoires: 'bag',
  'huis-tuin': 'plant',
  kulturu: 'drum',
  gereedschap: 'wrench',
  diensten: 'service',
  dieren: 'paw',
  'bunkopu-seri': 'tag',
};

/** Pictures are drawn this wide (4:3): the ladder's 800 px rung, enough for a phone's gallery and the cards. */
const SIDE = PHOTO_VARIANTS.medium.width;

/** How many different pictures each main category gets; ads reuse them. */
export const PICTURES_PER_CATEGORY = 2;

function pictureSvg(slug: string, variant: number): string {
  const [dark, light] = COLOURS[slug] ?? ['#334155', '#cbd5e1'];
  const figure = FIGURES[FIGURE_OF[slug] ?? 'tag'];
  const [x2, y2] = variant % 2 === 0 ? ['1', '1'] : ['0', '1'];
  const shift = variant % 2 === 0 ? 0 : 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${(SIDE * 3) / 4}" viewBox="0 0 1024 768">
  <defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}">
    <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="1024" height="768" fill="url(#g)"/>
  <circle cx="${120 + shift * 10}" cy="${110 + shift}" r="${150 + shift}" fill="#ffffff" opacity="0.08"/>
  <circle cx="${930 - shift * 5}" cy="${690 - shift}" r="220" fill="#000000" opacity="0.07"/>
  <rect x="0" y="660" width="1024" height="108" fill="#000000" opacity="0.12"/>
  <g transform="translate(${shift - 30} 0)">${figure}</g>
</svg>`;
}

/** Renders the demo pictures (large, '-md' for phones and '-sm' card size, WebP) into storage; returns the urls per category slug. */
export async function renderDemoPictures(storage: PhotoStorage, slugs: string[]): Promise<Map<string, string[]>> {
  const urls = new Map<string, string[]>();
  const jobs: Array<() => Promise<void>> = [];
  for (const slug of slugs) {
    urls.set(slug, []);
    for (let variant = 0; variant < PICTURES_PER_CATEGORY; variant++) {
      jobs.push(async () => {
        const svg = Buffer.from(pictureSvg(slug, variant));
        const key = `${DEMO_PHOTOS_PREFIX.slice(UPLOADS_URL_PREFIX.length)}${slug}-${variant + 1}`;
        // Rasterise the SVG once, then encode both sizes from the pixels.
        const { data, info } = await sharp(svg).raw().toBuffer({ resolveWithObject: true });
        const pixels = { data, info: { width: info.width, height: info.height, channels: info.channels } };
        // Drawn at 800 px, the detail picture is its own 800 px rung: one encoding fewer per picture.
        const encoded = await encodePhotoVariants(pixels, ['detail', ...DERIVED_VARIANTS.filter((v) => v !== 'medium')], 1);
        encoded.set('medium', encoded.get('detail') as Buffer);
        for (const variant of DERIVED_VARIANTS) {
          await storage.put(photoVariantPath(`${key}.webp`, variant), encoded.get(variant) as Buffer, 'image/webp');
        }
        urls.get(slug)?.push(await storage.put(`${key}.webp`, encoded.get('detail') as Buffer, 'image/webp'));
      });
    }
  }
  // A few at a time: sharp has its own thread pool, and the box has two cores.
  for (let i = 0; i < jobs.length; i += 4) await Promise.all(jobs.slice(i, i + 4).map((job) => job()));
  for (const list of urls.values()) list.sort();
  return urls;
}
