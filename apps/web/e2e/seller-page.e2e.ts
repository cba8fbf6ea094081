import { type Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, PHONE, screenshot } from './support/browser';

interface PublicAd {
  id: number;
  sellerId: string;
}

/** The seller page's ads per page (PROFILE_ADS_PAGE_SIZE). */
const PAGE_SIZE = 24;

// A seller with many ads: their page on a phone shows one page of them and links to the next, not all on one long page.
describe('the seller page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a page of 24 ads and pages on through the rest', async () => {
    const list = await (await fetch(`${baseUrl()}/api/ads?limit=100&sortBy=newest`)).json();
    const counts = new Map<string, number>();
    for (const ad of list.ads as PublicAd[]) counts.set(ad.sellerId, (counts.get(ad.sellerId) ?? 0) + 1);
    const [sellerId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    const profile = await (await fetch(`${baseUrl()}/api/users/${sellerId}/profile`)).json();
    expect(profile.activeAds).toBeGreaterThan(PAGE_SIZE);
    const pages = Math.ceil(profile.activeAds / PAGE_SIZE);

    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`/verkoper/${sellerId}`);
    const pager = page.getByRole('navigation', { name: 'Pagina’s met advertenties' });
    await pager.getByText(`Pagina 1 van ${pages}`).waitFor();
    const cards = page.locator('article.sm-card');
    expect(await cards.count()).toBe(PAGE_SIZE);
    const adLinks = () => cards.evaluateAll((all) => all.map((card) => card.querySelector('a')?.getAttribute('href')));
    const firstPage = await adLinks();
    await screenshot(page, 'seller-page-phone');

    await pager.getByRole('link', { name: 'Volgende →' }).click();
    await pager.getByText(`Pagina 2 van ${pages}`).waitFor();
    expect(new URL(page.url()).searchParams.get('pagina')).toBe('2');
    await page.waitForFunction((first) => document.querySelector('article.sm-card a')?.getAttribute('href') !== first, firstPage[0]);
    const secondPage = await adLinks();
    expect(secondPage.length).toBe(Math.min(PAGE_SIZE, profile.activeAds - PAGE_SIZE));
    expect(secondPage.filter((link) => firstPage.includes(link))).toEqual([]);
    await pager.getByRole('link', { name: '← Vorige' }).waitFor();

    // The server refuses a page it cannot serve with a clear message.
    const wrong = await fetch(`${baseUrl()}/api/users/${sellerId}/ads?page=0`);
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain('Ongeldig paginanummer');
    await context.close();
  });
});
