import path from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, PHONE, screenshot } from './support/browser';

interface PublicAd {
  id: number;
  title: string;
  price: number | null;
  currency: 'EUR' | 'SRD';
  images: string[];
}

interface CachedEntry {
  cache: string;
  url: string;
  body: string;
}

/** API answers that belong to one visitor: the worker must never keep them. */
const PERSONAL = new RegExp(
  '^/api/(?:auth|logout|profile|favorites|user|conversations|saved-searches|drafts|bids|business|ads/user|ads/\\d+/(?:bids|conversations))',
);

// The installed app without a connection: the service worker serves the shell and the ads the visitor read, keeps
// nothing personal, and drops one visitor's copies when another logs in or out.
describe('offline', () => {
  let browser: Browser;
  let ads: PublicAd[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const list = await (await fetch(`${baseUrl()}/api/ads?limit=50&sortBy=newest`)).json();
    // Ads with a price (to read it back) and, first, with photos (the demo data's have them; other tests post ads without).
    ads = (list.ads as PublicAd[]).filter((ad) => Boolean(ad.price)).sort((a, b) => b.images.length - a.images.length);
    expect(ads.length).toBeGreaterThan(2);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Every entry of the worker's caches, read from the page as any script of the site could. */
  function cachedEntries(page: Page): Promise<CachedEntry[]> {
    return page.evaluate(async () => {
      const entries: CachedEntry[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          const type = response?.headers.get('content-type') ?? '';
          const url = new URL(request.url);
          entries.push({ cache: name, url: url.pathname + url.search, body: /json|text|html/.test(type) ? await response!.text() : '' });
        }
      }
      return entries;
    });
  }

  /** The page is controlled by the worker, and the worker has kept the ad (it does so after the page has shown it). */
  async function waitUntilKept(page: Page, adId: number): Promise<void> {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await page.waitForFunction(async (address) => (await caches.match(address)) !== undefined, `/api/ads/${adId}`, {
      timeout: 20_000,
      polling: 200,
    });
  }

  async function openAd(page: Page, ad: PublicAd): Promise<void> {
    await page.goto(`/ad/${ad.id}`);
    await page.getByRole('heading', { level: 1, name: ad.title }).waitFor();
  }

  /** As the site writes money: '€ 1.250,00' or 'SRD 400,00'. */
  const priceText = (ad: PublicAd) =>
    `${ad.currency === 'EUR' ? '€' : 'SRD'} ${((ad.price as number) / 100).toLocaleString('nl-NL', { minimumFractionDigits: 2 })}`;

  it('reads an ad opened before when the connection is gone, and says it is offline until it is back', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const [ad, other] = ads;
    await openAd(page, ad);
    await waitUntilKept(page, ad.id);
    await openAd(page, other);
    await waitUntilKept(page, other.id);
    const notice = page.getByText('Je bent offline', { exact: true });
    expect(await notice.count()).toBe(0);

    // Online, a page the worker controls is still the server's rendered page, taken over without an API call but the
    // small reads of what changes without the ad changing (today's rate, the views now, the seller's rating).
    const calls: string[] = [];
    const volatile = new Set(['/api/analytics/batch', '/api/exchange-rate', `/api/ads/${other.id}/views`]);
    const sellerProfile = /^\/api\/users\/[0-9a-f-]+\/profile$/;
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/') && !volatile.has(pathname) && !sellerProfile.test(pathname)) calls.push(pathname);
    });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('#sm-state').count()).toBe(1);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByRole('dialog').getByText('Categorieën').first().waitFor();
    expect(calls).toEqual([]);
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await notice.waitFor();
    await page.goto(`/ad/${ad.id}`);
    await page.getByRole('heading', { level: 1, name: ad.title }).waitFor();
    // The price as kept, with its other currency at the rate of when it was kept after it.
    expect((await page.locator('.sm-ad__price').innerText()).replace(/\s/g, ' ')).toMatch(new RegExp(`^${priceText(ad)}( ≈|$)`));
    await notice.waitFor();
    if (ad.images.length > 0) {
      // Its photo was kept with it.
      const photo = page.locator('img.sm-gallery__img').first();
      await photo.evaluate((img: HTMLImageElement) => img.decode());
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await screenshot(page, 'offline-ad-phone');
    // What the phone shows: the notice at the bottom of the screen.
    await page.screenshot({ path: path.resolve(__dirname, 'screenshots/offline-ad-phone-screen.png') });

    // The app goes on without the server: the other ad, opened from the home page's 'recently viewed'.
    await page.goto('/');
    // Below the fold on a phone: the section mounts when scrolled near.
    await page.getByRole('heading', { name: 'Recent Bekeken' }).evaluate((heading) => heading.scrollIntoView());
    const card = page.getByRole('article', { name: other.title });
    await card.waitFor();
    await screenshot(page, 'offline-home-phone');
    await card.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: other.title }).waitFor();

    // An ad never opened is not there: the page says so instead of calling it gone.
    await page.goto(`/ad/${ads[ads.length - 1].id}`);
    await page.getByRole('heading', { level: 1, name: 'Advertentie niet beschikbaar' }).waitFor();

    await context.setOffline(false);
    await notice.waitFor({ state: 'detached' });
    await context.close();
  });

  it('keeps the last 20 ads read, the oldest going first', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const [first] = ads;
    await openAd(page, first);
    await waitUntilKept(page, first.id);
    // 21 more, handed to the worker as the ad page hands it the ad it shows (shared/lib/offline-copies.ts); only
    // approved ads are kept (a sold one is listed but not kept).
    const list = await (await fetch(`${baseUrl()}/api/ads?limit=50&sortBy=newest`)).json();
    const candidates = (list.ads as PublicAd[]).filter((ad) => ad.id !== first.id);
    const read = await Promise.all(candidates.map(async (ad) => (await fetch(`${baseUrl()}/api/ads/${ad.id}`)).json()));
    const more: PublicAd[] = read.filter((ad) => ad.status === 'approved').slice(0, 21);
    expect(more).toHaveLength(21);
    for (const ad of more) {
      await page.evaluate(async (shown) => {
        const worker = (await navigator.serviceWorker.ready).active as ServiceWorker;
        worker.postMessage({ type: 'keep-ad', visitor: 'guest', ad: shown });
      }, ad);
      await waitUntilKept(page, ad.id);
    }
    const kept = (await cachedEntries(page)).filter((e) => /^\/api\/ads\/\d+$/.test(e.url)).map((e) => e.url);
    expect(kept.sort()).toEqual(
      more
        .slice(1)
        .map((ad) => `/api/ads/${ad.id}`)
        .sort(),
    );
    await context.close();
  });

  it("keeps nothing personal, and a login or logout drops the previous visitor's ads", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const [guestAd, userAd] = ads.slice(1);
    await openAd(page, guestAd);
    await waitUntilKept(page, guestAd.id);

    expect((await page.request.post('/api/auth/demo-login', { headers: { origin: baseUrl() } })).status()).toBe(200);
    const { user } = await (await page.request.get('/api/auth/user')).json();
    // Pages full of personal answers, read through the worker.
    for (const address of [
      '/profiel',
      '/profiel/favorieten',
      '/profiel/biedingen',
      '/profiel/mijn-advertenties',
      '/profiel/recent-bekeken',
    ]) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
    }
    await openAd(page, userAd);
    await waitUntilKept(page, userAd.id);
    let entries = await cachedEntries(page);
    expect(entries.filter((e) => e.url === `/api/ads/${guestAd.id}`)).toEqual([]);

    // An ad names its seller's public id (for /verkoper/{id}); the demo user sells the demo ads, so that id in a public
    // ad is not this visitor's personal data.
    const isPersonal = (e: CachedEntry) =>
      PERSONAL.test(e.url) ||
      [user.id, user.email, user.phone].some(
        (value) => value && (e.url + e.body.replace(/"sellerId":"[^"]*"/g, '') + e.cache).includes(value),
      );
    expect(entries.filter(isPersonal)).toEqual([]);

    await page.locator('header').getByRole('button', { name: 'Uitloggen' }).click();
    await page.getByText('Je bent uitgelogd').first().waitFor();
    await page.waitForFunction(async (address) => (await caches.match(address)) === undefined, `/api/ads/${userAd.id}`, {
      timeout: 20_000,
      polling: 200,
    });
    entries = await cachedEntries(page);
    expect(entries.filter((e) => /^\/api\/ads\/\d+$/.test(e.url))).toEqual([]);
    expect(entries.filter(isPersonal)).toEqual([]);
    await context.close();
  });
});
