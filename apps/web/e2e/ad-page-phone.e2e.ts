import { type Browser } from 'playwright-core';
import { adminToken, postApprovedAd } from './support/ads';
import { baseUrl, launchBrowser, newPage, PHONE, screenshot } from './support/browser';

interface PublicAd {
  id: number;
  title: string;
  price: number | null;
  currency: 'EUR' | 'SRD';
}

/** The narrowest phones still sold (320), the most common Android widths (360, 412). */
const WIDTHS = [320, 360, 412];

// The ad page on a phone: a euro price with its SRD amount and the rate's date, a long title, the heart and the
// contact buttons all wrap inside the screen.
describe('the ad page on a phone', () => {
  let browser: Browser;
  let ad: PublicAd;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A rate with decimals and today's date: the longest converted-price line the page writes.
    const set = await fetch(`${baseUrl()}/api/admin/exchange-rate`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'admin-token': await adminToken(), origin: baseUrl() },
      body: JSON.stringify({ eurToSrd: 38.5, confirmed: true }),
    });
    expect(set.status).toBe(200);
    const list = await (await fetch(`${baseUrl()}/api/ads?limit=100&sortBy=newest`)).json();
    // The euro ad with the longest title among those of more than € 1.000 (an SRD amount of seven digits).
    ad = (list.ads as PublicAd[])
      .filter((a) => a.currency === 'EUR' && (a.price ?? 0) >= 100_000)
      .sort((a, b) => b.title.length - a.title.length)[0];
    expect(ad).toBeDefined();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(WIDTHS)('fits %i px: no sideways scrolling, the price, the heart and WhatsApp on screen', async (width) => {
    const { context, page } = await newPage(browser, { ...PHONE, viewport: { width, height: 740 } });
    await page.goto(`/ad/${ad.id}`);
    await page.getByRole('heading', { level: 1, name: ad.title }).waitFor();
    const price = page.locator('.sm-ad__price');
    await price.getByText(/koers 38,5 van \d+ \w+ \d{4}/).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `ad-page-${width}`);

    // A phone widens its layout viewport (innerWidth) to a page too wide for it and zooms out: both must stay the width.
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.screen).toBe(width);
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    for (const control of [
      price,
      page.getByRole('heading', { level: 1 }),
      page.getByRole('button', { name: /favorieten/i }).first(),
      page.getByRole('link', { name: /WhatsApp/ }),
    ]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    await context.close();
  });

  it('calls and WhatsApps a number written the local way in E.164, with +597', async () => {
    const seller = await newPage(browser, PHONE);
    await seller.page.request.post('/api/auth/demo-login', { headers: { origin: baseUrl() } });
    const posted = await postApprovedAd(seller.page, `Koelkast Bosch ${Date.now()}`, { phone: '812-3456' });
    await seller.context.close();

    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`/ad/${posted.id}`);
    await page.getByRole('heading', { level: 1, name: posted.title }).waitFor();
    expect(await page.getByRole('link', { name: /Bellen/ }).getAttribute('href')).toBe('tel:+5978123456');
    const whatsapp = new URL((await page.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!);
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/5978123456');
    await context.close();
  });
});
