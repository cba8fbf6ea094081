import { type Browser, type Locator, type Page } from 'playwright-core';
import { postApprovedAd } from './support/ads';
import { baseUrl, DESKTOP, launchBrowser, newPage, screenshot } from './support/browser';
import { linkFromMail } from './support/mailbox';

/**
 * Presses Tab until `target` has the focus (at most `max` times), checking at each stop that the focused control
 * shows it: an outline or a ring (box-shadow), as a person at a keyboard needs to see where they are.
 */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  const focus = () =>
    target.evaluate((el) => {
      const active = document.activeElement as HTMLElement | null;
      if (!active) return { reached: false, shown: true, what: 'nothing' };
      const ring = (node: Element) => {
        const s = getComputedStyle(node);
        return (s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || s.boxShadow !== 'none';
      };
      // antd's inputs and selects draw the ring on a wrapper a level or two up.
      const levels = [
        active,
        active.parentElement,
        active.parentElement?.parentElement,
        active.parentElement?.parentElement?.parentElement,
      ];
      return {
        reached: el === active || el.contains(active),
        shown: levels.some((node) => !!node && ring(node)),
        what: active.outerHTML.slice(0, 120),
      };
    });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    let now = await focus();
    // A ring that fades in (antd's 0.2 s transition) is looked at again once it has.
    if (!now.shown) {
      await page.waitForTimeout(300);
      now = await focus();
    }
    expect({ focused: now.what, focusShown: now.shown }).toEqual({ focused: now.what, focusShown: true });
    if (now.reached) return;
  }
  throw new Error(`not reached by Tab within ${max} presses`);
}

// Everything a person does on the site, done with the keyboard alone: posting an ad, and writing to a seller.
describe('with the keyboard alone', () => {
  let browser: Browser;
  const stamp = Date.now();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('posts an ad', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.request.post('/api/auth/demo-login', { headers: { origin: baseUrl() } });
    await page.goto('/', { waitUntil: 'networkidle' });
    await tabTo(page, page.locator('header').getByRole('button', { name: /Plaats Advertentie/ }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Plaats je Advertentie' });
    await dialog.waitFor();

    await tabTo(page, dialog.getByLabel('Titel'));
    await page.keyboard.type(`Bureaulamp ${stamp}`);
    await tabTo(page, dialog.getByLabel('Prijs'));
    await page.keyboard.type('45');
    await tabTo(page, dialog.getByLabel('Hoofdcategorie'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('textbox', { name: 'Beschrijving' }));
    await page.keyboard.type('Werkt prima, met een nieuwe lamp erin.');
    await tabTo(page, dialog.getByLabel('Locatie'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' }));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: 'Advertentie Plaatsen' }));
    await page.keyboard.press('Enter');
    await page.getByText('Succes!').waitFor();
    const own = (await (await page.request.get('/api/ads/user')).json()) as { ads: { title: string }[] };
    expect(own.ads.map((a) => a.title)).toContain(`Bureaulamp ${stamp}`);
    await context.close();
  }, 90_000);

  it('writes to a seller from the ad page', async () => {
    const seller = await newPage(browser, DESKTOP);
    await seller.page.request.post('/api/auth/demo-login', { headers: { origin: baseUrl() } });
    const ad = await postApprovedAd(seller.page, `Staande ventilator ${stamp}`, { price: 120000 });

    const { context, page } = await newPage(browser, DESKTOP);
    const email = `kiran.${stamp}@example.sr`;
    const password = 'Geheim12!';
    const registered = await page.request.post('/api/auth/register', {
      headers: { origin: baseUrl() },
      data: { firstName: 'Kiran', lastName: 'Ramdin', email, password, confirmPassword: password },
    });
    expect(registered.status()).toBe(201);
    await page.goto(await linkFromMail(email, '/email-verified'));
    await page.getByText('Je bent automatisch ingelogd.', { exact: false }).waitFor();

    await page.goto(`/ad/${ad.id}`, { waitUntil: 'networkidle' });
    await tabTo(page, page.getByRole('button', { name: 'Stuur bericht' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Je bericht'));
    await page.keyboard.type('Goedemorgen, kan ik hem vanavond ophalen?');
    await tabTo(page, page.getByRole('button', { name: 'Verstuur' }));
    await page.keyboard.press('Enter');
    await page.getByText('Bericht verstuurd').waitFor();
    await screenshot(page, 'keyboard-message-sent-desktop');
    await context.close();
    await seller.context.close();
  }, 90_000);
});
