import { isDemoPhoto } from '@surimarkt/contracts/texts';
import { type Browser } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser';

// The main public flows on the started product (demo data), in Debian's Chromium, at desktop and phone size.
describe('public pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the production bundle: the start-up scripts hold no React development runtime', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    // The entry file imports the chunk that holds React and the app (vite.config.ts, codeSplitting): read both.
    const entryCode = await (await fetch(`${baseUrl()}${entry}`)).text();
    const imported = [...entryCode.matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
    const code = entryCode + (await Promise.all(imported.map(async (file) => (await fetch(`${baseUrl()}${file}`)).text()))).join('');
    expect(code.length).toBeGreaterThan(10_000);
    expect(code).not.toMatch(/jsxDEV|react-jsx-dev-runtime\.development/);
  });

  describe('home', () => {
    it('shows the sections in the spec order, the category bar and the footer', async () => {
      for (const [device, name] of [
        [DESKTOP, 'desktop'],
        [PHONE, 'phone'],
      ] as const) {
        const { context, page } = await newPage(browser, device);
        await page.goto('/');
        await page.getByRole('heading', { name: 'Nieuwste Advertenties' }).waitFor();
        await page.locator('article.sm-card').first().waitFor();
        const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
        const order = ['Uitgelichte Advertenties', 'Aanbevolen Advertenties', 'Bunkopu Seri', 'Nieuwste Advertenties'].map((title) =>
          headings.findIndex((h) => h.includes(title)),
        );
        expect(order.every((i) => i >= 0)).toBe(true);
        expect([...order].sort((a, b) => a - b)).toEqual(order);
        const barLinks = await page
          .locator('nav.sm-catbar')
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')));
        expect(barLinks.slice(0, 2)).toEqual(['Bunkopu Seri', 'Kulturu']);
        expect(barLinks.length).toBeLessThanOrEqual(9);
        await expect(page.getByText('Paramaribo, Suriname').first().isVisible()).resolves.toBe(true);
        for (const href of [
          '/contact',
          '/veilig-handelen',
          '/zakelijk',
          '/over-ons',
          '/privacy',
          '/algemene-voorwaarden',
          '/verkoopfotos-maken',
          '/nieuws',
          '/cookies',
        ]) {
          expect(await page.locator(`footer a[href="${href}"]`).count()).toBeGreaterThan(0);
        }
        await page.waitForLoadState('networkidle');
        // Cards take a narrow width of their photo (a phone's card is ~170 CSS px, a desktop's 278), and say the
        // demo seed's ads are demo data.
        const firstCard = page.locator('article.sm-card').first();
        const photo = await firstCard.locator('img').evaluate((img: HTMLImageElement) => ({
          src: img.currentSrc,
          bytes: (performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined)?.encodedBodySize,
        }));
        expect(photo.src).toMatch(/-w(320|480)\.webp$/);
        expect(photo.bytes).toBeLessThanOrEqual(30 * 1024);
        expect(await firstCard.getByText('Demo', { exact: true }).isVisible()).toBe(true);
        await screenshot(page, `home-${name}`);
        await context.close();
      }
    });
  });

  describe('category bar', () => {
    it('keeps every category on one row on a laptop', async () => {
      const { context, page } = await newPage(browser, DESKTOP);
      await page.goto('/');
      const items = page.locator('.sm-catbar__list > li');
      await items.first().waitFor();
      const tops = await items.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThan(5);
      expect(new Set(tops).size).toBe(1);
      await page.screenshot({ path: `${__dirname}/screenshots/category-bar-desktop.png`, clip: { x: 0, y: 0, width: 1366, height: 200 } });
      await context.close();
    });
  });

  describe('search', () => {
    it('goes from the header search box to ranked results, finding plurals and typos', async () => {
      const { context, page } = await newPage(browser, DESKTOP);
      await page.goto('/', { waitUntil: 'networkidle' });
      const box = page.getByRole('searchbox', { name: 'Zoek advertenties' }).or(page.getByPlaceholder('Zoek advertenties...')).first();
      await box.fill('fietsen');
      await box.press('Enter');
      await page.waitForURL(/\/zoeken\?q=fietsen/);
      await page.getByText('Zoekresultaten voor').first().waitFor();
      await page
        .getByText(/advertenties? gevonden/)
        .first()
        .waitFor();
      const titles = await page.locator('article.sm-card').allInnerTexts();
      expect(titles.some((t) => /fiets/i.test(t))).toBe(true);
      await screenshot(page, 'search-desktop');

      await page.goto('/zoeken?q=iphnoe');
      await page
        .getByText(/advertenties? gevonden/)
        .first()
        .waitFor();
      expect((await page.locator('article.sm-card').allInnerTexts()).some((t) => /iphone/i.test(t))).toBe(true);

      await page.goto('/zoeken?q=zzqqxxyy');
      await page.getByText('Geen advertenties gevonden').first().waitFor();
      await context.close();
    });

    it('ignores a blank search', async () => {
      const { context, page } = await newPage(browser, DESKTOP);
      await page.goto('/', { waitUntil: 'networkidle' });
      const box = page.getByPlaceholder('Zoek advertenties...').first();
      await box.fill('   ');
      await box.press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/');
      await context.close();
    });
  });

  describe('category page', () => {
    it('filters by location, keeps the filter in the address, and says when a category does not exist', async () => {
      // A location where the demo data has cars, read from the API so the test does not depend on the seed's draw.
      const categories = await (await fetch(`${baseUrl()}/api/categories`)).json();
      const autos = categories.find((c: { slug: string }) => c.slug === 'autos');
      const { ads } = await (await fetch(`${baseUrl()}/api/ads?categoryId=${autos.id}&limit=1`)).json();
      const location: string = ads[0].location;
      const { context, page } = await newPage(browser, PHONE);
      await page.goto('/categorie/autos');
      await page.locator('article.sm-card').first().waitFor();
      const form = page.getByRole('form', { name: 'Filters' });
      await form.getByLabel('Locatie').selectOption(location);
      await form.getByRole('button', { name: 'Toepassen' }).click();
      await page.waitForURL(new RegExp(`locatie=${location}`));
      // Every card on the page ends up in that location (a card from before the filter would fail this).
      await page.waitForFunction(
        (loc) => {
          const cards = [...document.querySelectorAll('article.sm-card')];
          return cards.length > 0 && cards.every((card) => card.textContent?.includes(loc));
        },
        location,
        { timeout: 15000 },
      );
      const cards = await page.locator('article.sm-card').allInnerTexts();
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card).toContain(location);
      await screenshot(page, 'category-phone');
      // The filtered address is shareable: opening it fresh shows the same filter applied.
      await page.reload();
      await page.locator('article.sm-card').first().waitFor();
      expect(await page.getByRole('form', { name: 'Filters' }).getByLabel('Locatie').inputValue()).toBe(location);

      await page.goto('/categorie/bestaat-niet');
      await page.getByText('Categorie niet gevonden').first().waitFor();
      await context.close();
    });

    it('keeps the typed location and prices when only the sort is changed: filters and sort are one form', async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto('/categorie/autos');
      await page.locator('article.sm-card').first().waitFor();
      const form = page.getByRole('form', { name: 'Filters' });
      await form.getByLabel('Locatie').selectOption('Wanica');
      await form.getByLabel('Min. prijs').fill('100');
      await form.getByLabel('Max. prijs').fill('90000');
      await form.getByLabel('Sorteren').selectOption('price_asc');
      await page.waitForURL(/sortering=price_asc/);
      const params = new URL(page.url()).searchParams;
      expect([params.get('locatie'), params.get('min'), params.get('max')]).toEqual(['Wanica', '100', '90000']);
      expect(await form.getByLabel('Min. prijs').inputValue()).toBe('100');
      expect(await form.getByLabel('Locatie').inputValue()).toBe('Wanica');
      await screenshot(page, 'category-sorted-with-filters-phone');
      await context.close();
    });
  });

  describe('ad page', () => {
    it('shows the photos, price and the contact links, and counts the view', async () => {
      // A demo ad (other test files post ads of their own, which are newer and carry no demo notice).
      const { ads: newest } = await (await fetch(`${baseUrl()}/api/ads?limit=50&sortBy=newest`)).json();
      const ads = newest.filter((a: { images: string[] }) => isDemoPhoto(a.images[0]));
      const ad =
        ads.find((a: { contact_phone: string | null; images: string[] }) => a.contact_phone && a.images.length > 1) ??
        ads.find((a: { contact_phone: string | null }) => a.contact_phone);
      for (const [device, name] of [
        [PHONE, 'phone'],
        [DESKTOP, 'desktop'],
      ] as const) {
        const { context, page } = await newPage(browser, device);
        await page.goto(`/ad/${ad.id}`);
        await page.getByRole('heading', { level: 1, name: ad.title }).waitFor();
        const tel = page.locator('a[href^="tel:"]').first();
        expect(await tel.getAttribute('href')).toBe(`tel:${ad.contact_phone.replace(/[^+\d]/g, '')}`);
        const whatsapp = await page.locator('a[href*="wa.me"]').first().getAttribute('href');
        expect(decodeURIComponent(whatsapp ?? '')).toContain(ad.title);
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('note').first().textContent()).toContain('Demo-advertentie');
        // The gallery's first photo at the width the screen needs: 800 px for a 375 px phone at DPR 2 (750 px) and for
        // the desktop's 720 px gallery, never the 1600 px one.
        const gallery = await page
          .locator('.sm-gallery__img')
          .first()
          .evaluate((img: HTMLImageElement) => img.currentSrc);
        expect(gallery).toMatch(/-md\.webp$/);
        await screenshot(page, `ad-${name}`);
        await context.close();
      }
      // Views are written a second at a time, and a public list may be up to 5 s old: the count shows within seconds.
      // Both pages were one visitor (one address, one browser), counted once a day.
      let views = 0;
      for (
        const deadline = Date.now() + 10_000;
        views < ad.views + 1 && Date.now() < deadline;
        await new Promise((r) => setTimeout(r, 500))
      ) {
        views = (await (await fetch(`${baseUrl()}/api/ads?ids=${ad.id}`)).json()).ads[0].views;
      }
      expect(views).toBeGreaterThanOrEqual(ad.views + 1);
    });

    it('serves the ad page with its title, Open Graph tags and JSON-LD to a client that runs no JavaScript', async () => {
      const { ads } = await (await fetch(`${baseUrl()}/api/ads?limit=1`)).json();
      const html = await (await fetch(`${baseUrl()}/ad/${ads[0].id}`)).text();
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('application/ld+json');
      expect(html).toMatch(/<title>[^<]+ \| SuriMarkt<\/title>/);
    });

    it('says an unknown ad does not exist, with a way home', async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto('/ad/987654321');
      await page.getByText('Advertentie niet gevonden').first().waitFor();
      await page.getByText('De advertentie die je zoekt bestaat niet of is verwijderd.').waitFor();
      await page
        .getByRole('link', { name: /home/i })
        .or(page.getByRole('button', { name: /home/i }))
        .first()
        .click();
      await page.waitForURL(`${baseUrl()}/`);
      await context.close();
    });
  });

  describe('not-found path', () => {
    it('shows the not-found page for any other path', async () => {
      const { context, page } = await newPage(browser, DESKTOP);
      await page.goto('/deze/pagina/bestaat/niet');
      await page
        .getByText(/niet gevonden/i)
        .first()
        .waitFor();
      await screenshot(page, 'not-found-desktop');
      await context.close();
    });
  });

  describe('phone menu and guest dialogs', () => {
    it('opens the categories drawer with the guest block', async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Menu openen' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByText('Categorieën').first().waitFor();
      await drawer.getByText('Alle categorieën').first().waitFor();
      await drawer.getByText('Inloggen/Registreren').first().waitFor();
      await drawer.getByText('Plaats Advertentie').first().waitFor();
      await screenshot(page, 'drawer-phone');
      await context.close();
    });

    it('asks a guest to log in before posting an ad or saving a favourite', async () => {
      const { context, page } = await newPage(browser, DESKTOP);
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Plaats Advertentie' }).filter({ visible: true }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Inloggen Vereist').waitFor();
      expect(
        (await dialog.locator('a[href="/auth"]').count()) + (await dialog.getByRole('button', { name: /inloggen/i }).count()),
      ).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Toevoegen aan favorieten' }).filter({ visible: true }).first().click();
      await page.getByText('Log in om advertenties aan je favorieten toe te voegen.').first().waitFor();
      await screenshot(page, 'guest-favourite-desktop');
      await context.close();
    });
  });
});
