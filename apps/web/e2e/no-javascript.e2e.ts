import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl, launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * The public pages are server HTML: on a phone whose script has not arrived, or is switched off, a visitor reads,
 * searches, filters and opens an ad and its call link (app/light-page and the gateway's page store).
 */
describe('the public pages without JavaScript', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    context = await browser.newContext({ ...PHONE, baseURL: baseUrl(), locale: 'nl-NL', javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('typing in the header search and submitting lands on /zoeken?q=… with the results', async () => {
    await page.goto('/nieuwste');
    const box = page.getByRole('combobox', { name: 'Zoek advertenties' });
    await box.fill('toyota hilux');
    await Promise.all([page.waitForURL('**/zoeken?q=*'), box.press('Enter')]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/zoeken');
    expect(url.searchParams.get('q')).toBe('toyota hilux');
    // The server rendered the results page for that term.
    expect(await page.locator('article.sm-card').count()).toBeGreaterThan(0);
  });

  it('reads the home page, filters a category by location, and opens an ad with its call link', async () => {
    // A location where the demo data has cars, read from the API so the test does not depend on the seed's draw.
    const categories = await (await fetch(`${baseUrl()}/api/categories`)).json();
    const autos = categories.find((c: { slug: string }) => c.slug === 'autos');
    const { ads } = await (await fetch(`${baseUrl()}/api/ads?categoryId=${autos.id}&limit=50`)).json();
    const withPhone = ads.find((ad: { contact_phone: string | null }) => ad.contact_phone);
    const location: string = withPhone.location;

    await page.goto('/');
    expect(await page.locator('article.sm-card').count()).toBeGreaterThan(0);
    await Promise.all([page.waitForURL('**/categorie/autos'), page.locator('a[href="/categorie/autos"]').first().click()]);
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toContain(autos.name);

    // The filter form is a GET form: the server renders the filtered list, and the form shows what was chosen.
    const form = page.getByRole('form', { name: 'Filters' });
    await form.getByLabel('Locatie').selectOption(location);
    await Promise.all([page.waitForURL(new RegExp(`locatie=${location}`)), form.getByRole('button', { name: 'Toepassen' }).click()]);
    const cards = await page.locator('article.sm-card').allInnerTexts();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toContain(location);
    expect(await page.getByRole('form', { name: 'Filters' }).getByLabel('Locatie').inputValue()).toBe(location);
    await screenshot(page, 'no-javascript-category-phone');

    // The ad opens from its card, with its photo, price and a call link that works as it is.
    await page.goto(`/categorie/autos?locatie=${encodeURIComponent(location)}`);
    await Promise.all([page.waitForURL(`**/ad/${withPhone.id}`), page.locator(`a[href="/ad/${withPhone.id}"]`).first().click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(withPhone.title);
    const call = page.getByRole('link', { name: /Bellen/ });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await page.locator('.sm-ad__facts').textContent()).toMatch(/\d+ weergaven?/);
    await screenshot(page, 'no-javascript-ad-phone');
  });
});
