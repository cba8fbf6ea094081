import { type Browser } from 'playwright-core';
import { baseUrl, launchBrowser, PHONE } from './support/browser';

// The header's search box is a plain form: on a phone whose script has not arrived (or is switched off) a search still
// reaches the results page.
describe('the header search without JavaScript', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('typing and submitting lands on /zoeken?q=… with the results', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: baseUrl(), locale: 'nl-NL', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/nieuwste');
    const box = page.getByRole('combobox', { name: 'Zoek advertenties' });
    await box.fill('toyota hilux');
    await Promise.all([page.waitForURL('**/zoeken?q=*'), box.press('Enter')]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/zoeken');
    expect(url.searchParams.get('q')).toBe('toyota hilux');
    // The server rendered the results page for that term.
    expect(await page.locator('article.sm-card').count()).toBeGreaterThan(0);
    await context.close();
  });
});
