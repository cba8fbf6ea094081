import { type Browser, type Page } from 'playwright-core';
import { adminToken } from './support/ads';
import { baseUrl, launchBrowser, newPage, PHONE } from './support/browser';

// The public pages come rendered from the server with their data: the browser takes the HTML over without a second
// API call or a hydration error, and a visitor without JavaScript still sees the ads and can follow their links.
describe('public pages rendered on the server', () => {
  let browser: Browser;
  let adPath: string;
  const pages = () => ['/', '/categorie/elektronica', '/nieuwste', '/zoeken?q=fiets', adPath];

  beforeAll(async () => {
    browser = await launchBrowser();
    const { ads } = await (await fetch(`${baseUrl()}/api/ads?limit=1&sortBy=newest`)).json();
    adPath = `/ad/${ads[0].id}`;
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * The API calls the page makes itself, and what React or the page complained about. Analytics, a logged-in visitor's
   * message stream (a live channel for what arrives later, not data the page already has), and an ad page's small
   * reads of what changes without the ad changing (today's rate, the views now, the seller's rating: the page is kept
   * until the ad changes) aside.
   */
  function watch(page: Page) {
    const calls: string[] = [];
    const errors: string[] = [];
    const live = (pathname: string) =>
      ['/api/analytics/batch', '/api/conversations/events', '/api/exchange-rate'].includes(pathname) ||
      /^\/api\/ads\/\d+\/views$/.test(pathname) ||
      /^\/api\/users\/[0-9a-f-]+\/profile$/.test(pathname);
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/') && !live(url.pathname)) calls.push(`${r.method()} ${url.pathname}${url.search}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    return { calls, errors };
  }

  it('hydrates each page without a second API call and without a hydration error', async () => {
    for (const path of pages()) {
      const { context, page } = await newPage(browser, PHONE);
      const seen = watch(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      expect({ path, ...seen }).toEqual({ path, calls: [], errors: [] });
      // Hydrated: the app answers a click (the phone menu opens its drawer).
      await page.getByRole('button', { name: 'Menu openen' }).click();
      await page.getByRole('dialog').getByText('Categorieën').first().waitFor();
      await context.close();
    }
  });

  it("gives a logged-in visitor the guests' page, their browser filling in their header and hearts", async () => {
    const { context } = await newPage(browser, PHONE);
    const origin = { origin: baseUrl() };
    expect((await context.request.post('/api/auth/demo-login', { headers: origin })).status()).toBe(200);
    const adId = Number(adPath.split('/').pop());
    const { title } = await (await fetch(`${baseUrl()}/api/ads/${adId}`)).json();
    expect((await context.request.post('/api/favorites', { headers: origin, data: { adId } })).status()).toBe(201);
    try {
      for (const path of ['/nieuwste', adPath]) {
        const page = await context.newPage();
        const seen = watch(page);
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('header.sm-header').getByRole('link', { name: 'Demo' }).waitFor();
        const heart = path === adPath ? page.locator('.sm-ad__title-row') : page.getByRole('article', { name: title });
        await expect(heart.getByRole('button', { name: 'Verwijderen uit favorieten' }).getAttribute('aria-pressed')).resolves.toBe('true');
        // The page's own data came with it; the browser asked only for what is the visitor's.
        expect(seen.errors).toEqual([]);
        expect(seen.calls).toContain('GET /api/auth/user');
        expect(seen.calls.filter((call) => !/^GET \/api\/(auth\/user|favorites\/ids|conversations|user\/)/.test(call))).toEqual([]);
        await page.close();
      }
    } finally {
      await context.request.delete(`/api/favorites/${adId}`, { headers: origin });
      await context.close();
    }
  });

  it("keeps an ad's page through a new exchange rate, each visitor's browser showing today's rate and the views now", async () => {
    const adId = Number(adPath.split('/').pop());
    const token = await adminToken();
    const setRate = (eurToSrd: number) =>
      fetch(`${baseUrl()}/api/admin/exchange-rate`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'admin-token': token, origin: baseUrl() },
        body: JSON.stringify({ eurToSrd, confirmed: true }),
      });
    const before = ((await (await fetch(`${baseUrl()}/api/exchange-rate`)).json()) as { eurToSrd: number }).eurToSrd;
    const rateText = (rate: number) => `koers ${rate.toLocaleString('nl-NL', { maximumFractionDigits: 4 })}`;
    // The page kept for everyone, as it was rendered: at the rate of then.
    expect(await (await fetch(`${baseUrl()}${adPath}`)).text()).toContain(rateText(before));
    const today = before + 1.25;
    expect((await setRate(today)).status).toBe(200);
    try {
      // Not rendered again for the new rate: the same bytes…
      expect(await (await fetch(`${baseUrl()}${adPath}`)).text()).toContain(rateText(before));
      // …and the visitor reads today's rate and the views counted up to their own visit.
      const { context, page } = await newPage(browser, PHONE);
      const viewsRead = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/ads/${adId}/views`);
      await page.goto(adPath);
      await page.getByText(rateText(today)).first().waitFor();
      const { views } = (await (await viewsRead).json()) as { views: number };
      await page
        .getByText(`${views} ${views === 1 ? 'weergave' : 'weergaven'}`)
        .first()
        .waitFor();
      await context.close();
    } finally {
      await setRate(before);
    }
  });

  it('keeps every link and button where it was as the app takes a guest’s page over, fetching no stylesheet again', async () => {
    // A tap is a press and a lift: a page that moves in between loses it (the business test's 'Bellen' under load).
    for (const path of pages()) {
      const { context, page } = await newPage(browser, PHONE);
      const sheets: string[] = [];
      page.on('request', (r) => r.resourceType() === 'stylesheet' && sheets.push(r.url()));
      await page.goto(path, { waitUntil: 'networkidle' });
      const places = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('#root a, #root button')].map((el) => {
            const { left, top, width, height } = el.getBoundingClientRect();
            const at = [left, top, width, height].map(Math.round).join(',');
            return `${el.textContent?.trim().slice(0, 20)} ${at}`;
          }),
        );
      const before = await places();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
      // Reaching for the search box starts the app, as a tap would, without moving anything itself.
      await page.locator('#root input[name="q"]').first().focus();
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForLoadState('networkidle');
      expect({ path, places: await places(), sheets }).toEqual({ path, places: before, sheets: [] });
      await context.close();
    }
  });

  it('carries its styles in the page, so it is styled with no stylesheet fetched', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route('**/*.css', (route) => route.abort());
    for (const path of ['/', adPath]) {
      await page.goto(path);
      // The logo's rounded square is drawn by the site's CSS.
      expect(
        await page
          .locator('.sm-logo__mark')
          .first()
          .evaluate((el) => getComputedStyle(el).borderRadius),
      ).toBe('10px');
    }
    await context.close();
  });

  it('shows the ads, prices, photos and working links without JavaScript', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    let prioritised = 0;
    for (const path of ['/', '/categorie/elektronica', '/nieuwste', '/zoeken?q=fiets']) {
      await page.goto(path);
      const card = page.locator('article.sm-card').first();
      expect(await card.locator('a[href^="/ad/"]').count()).toBe(1);
      expect((await page.locator('article.sm-card').allInnerTexts()).some((text) => /€|SRD/.test(text))).toBe(true);
      expect(await page.locator('article.sm-card img').count()).toBeGreaterThan(0);
      // The photos of a list's first two cards are fetched first: prioritised, not lazy, and preloaded from the head
      // (ads the other browser tests post have no photo, and may be the first cards).
      const firstPhotos = await page.locator('article.sm-card').evaluateAll((cards) =>
        cards.slice(0, 2).flatMap((card) => {
          const img = card.querySelector('img');
          return img
            ? [
                {
                  src: img.getAttribute('src'),
                  srcset: img.getAttribute('srcset'),
                  priority: img.getAttribute('fetchpriority'),
                  loading: img.getAttribute('loading'),
                },
              ]
            : [];
        }),
      );
      for (const photo of firstPhotos) {
        expect({ path, ...photo }).toEqual({ path, src: photo.src, srcset: photo.srcset, priority: 'high', loading: 'eager' });
        // A photo with widths is preloaded by the same srcset, so the browser fetches the one width the <img> takes.
        const preload = photo.srcset ? `[imagesrcset="${photo.srcset}"]` : `[href="${photo.src}"]`;
        expect(await page.locator(`head link[rel="preload"][as="image"]${preload}`).count()).toBe(1);
      }
      prioritised += firstPhotos.length;
    }
    expect(prioritised).toBeGreaterThan(0);
    await page.goto('/nieuwste');
    await page.locator('article.sm-card a[href^="/ad/"]').first().click();
    await page.waitForURL(/\/ad\/\d+$/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toBe('');
    // An ad with photos (ads the other browser tests post have none): the first photo is a real, prioritised <img>.
    const { ads } = await (await fetch(`${baseUrl()}/api/ads?limit=50&sortBy=newest`)).json();
    await page.goto(`/ad/${ads.find((a: { images: string[] }) => a.images.length > 0).id}`);
    const photo = page.locator('img.sm-gallery__img').first();
    expect(await photo.getAttribute('fetchpriority')).toBe('high');
    expect(await photo.getAttribute('width')).toBeTruthy();
    // Its srcset offers the 800 px variant, which a phone two pixels per point wide downloads instead of the 1600 px
    // photo, and the head preloads that same choice.
    expect(await photo.getAttribute('srcset')).toMatch(/-md\.webp 800w, \S+\.webp 1600w$/);
    expect(await page.locator('head link[rel="preload"][as="image"]').first().getAttribute('imagesrcset')).toBe(
      await photo.getAttribute('srcset'),
    );
    await photo.evaluate((img: HTMLImageElement) => img.decode());
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-md\.webp$/);
    expect(await page.locator('a[href^="tel:"], button.sm-btn--primary').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('filters the category and search pages with their counts without JavaScript, as plain GET forms', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/categorie/elektronica', '/zoeken?q=fiets']) {
      await page.goto(path);
      const filters = page.getByRole('form', { name: 'Filters' });
      const paramaribo = filters.locator('select[name="locatie"] option[value="Paramaribo"]');
      expect(await paramaribo.innerText()).toMatch(/^Paramaribo \([\d.]+\+?\)$/);
      expect(await filters.getByRole('navigation', { name: 'Prijsklasse' }).getByRole('link').count()).toBe(5);
      await filters.locator('select[name="locatie"]').selectOption('Paramaribo');
      await filters.getByRole('button', { name: 'Toepassen' }).click();
      await page.waitForURL(/locatie=Paramaribo/);
      if (path.startsWith('/zoeken')) expect(new URL(page.url()).searchParams.get('q')).toBe('fiets');
      expect(await page.locator('select[name="locatie"]').inputValue()).toBe('Paramaribo');
    }
    await context.close();
  });

  it('never serves one visitor the page rendered for another', async () => {
    const header = async (path: string, login: boolean) => {
      const { context, page } = await newPage(browser, PHONE);
      if (login) expect((await page.request.post('/api/auth/demo-login', { headers: { origin: baseUrl() } })).status()).toBe(200);
      const res = await page.request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      // Rendered once and compressed once, for guests and logged-in visitors alike.
      expect(res.headers()['content-encoding']).toBe('br');
      const html = await res.text();
      await context.close();
      return /<header class="sm-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    };
    // One page is rendered for everyone: a logged-in visitor's name is filled in by their browser, never by the server,
    // so no page anybody is sent carries another visitor's header.
    for (const path of ['/', '/nieuwste', adPath]) {
      const guests = await header(path, false);
      expect(guests).toContain('Inloggen');
      const mine = await header(path, true);
      expect(mine).toBe(guests);
      expect(await header(path, false)).toBe(guests);
    }
  });

  it("never stores a page rendered for a session cookie in the guests' cache, however the cookie is spelled", async () => {
    const login = await fetch(`${baseUrl()}/api/auth/demo-login`, { method: 'POST', headers: { origin: baseUrl() } });
    const token = /sm_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1];
    const path = `/zoeken?q=fiets&t=${Date.now()}`;
    for (const cookie of [`sm_session =${token}`, `sm_session\t=${token}`, `theme=x;sm_session= ${token}`]) {
      const own = await fetch(`${baseUrl()}${path}`, { headers: { cookie } });
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect(own.headers.get('vary')).toMatch(/Cookie/);
      await own.text();
      const guest = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(guest).not.toContain('demo@surimarkt.sr');
      expect(guest).not.toMatch(/<header class="sm-header">[\s\S]*?Demo[\s\S]*?<\/header>/);
    }
    // An unreadable session cookie is no cookie: the page answers, it does not fail.
    const unreadable = await fetch(`${baseUrl()}/ad/1`, { headers: { cookie: 'sm_session=%E0%A4%A' } });
    expect(unreadable.status).toBeLessThan(500);
    const api = await fetch(`${baseUrl()}/api/auth/user`, { headers: { cookie: 'sm_session=%E0%A4%A' } });
    expect(api.status).toBe(401);
  });
});
