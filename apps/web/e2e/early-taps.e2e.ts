import { type Browser } from 'playwright-core';
import { launchBrowser, newPage, PHONE } from './support/browser';

// On a cheap phone the app's script arrives seconds after the server's page is on screen, and the header's menu is
// the first thing a visitor taps. That tap must not be lost: the menu opens once the page has been taken over.
describe('a tap before the page has hydrated', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the header menu on a phone whose app script is still on its way', async () => {
    const { context, page } = await newPage(browser, PHONE);
    let released = () => undefined as void;
    const scriptHeld = new Promise<void>((resolve) => (released = resolve));
    // The entry script (index-*.js) held back until the tap has been made.
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    // Not 'domcontentloaded': that waits for the module script, the very one held back.
    await page.goto('/nieuwste', { waitUntil: 'commit' });
    const menuButton = page.getByRole('button', { name: 'Menu openen' });
    await menuButton.waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await menuButton.tap();
    released();
    const menu = page.getByRole('dialog', { name: 'Categorieën' });
    await menu.getByRole('button', { name: /Plaats Advertentie/ }).waitFor({ timeout: 15_000 });
    // Opened once, not opened and closed again by a second click.
    await page.waitForTimeout(500);
    expect(await menu.getByRole('button', { name: /Plaats Advertentie/ }).isVisible()).toBe(true);
    await context.close();
  });
});
