import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { postAd, postApprovedAd } from './support/ads';
import { registerConfirmed } from './support/accounts';
import { mailContaining, mailParts } from './support/mailbox';

// The product's own mails, as they arrived over SMTP, opened the way a mail app on a phone shows their HTML part:
// the site's look, nothing wider than the screen, the button on screen and going where the plain-text part says.
describe('mails on a phone', () => {
  let browser: Browser;
  const stamp = Date.now();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openOnPhone(html: string, device = PHONE): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await newPage(browser, device);
    await page.setContent(html, { waitUntil: 'load' });
    const layout = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const tooWide = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .map((element) => `${element.tagName}: ${(element.textContent ?? '').trim().slice(0, 60)}`);
      return { width, scrollWidth: document.documentElement.scrollWidth, tooWide };
    });
    expect(layout.tooWide).toEqual([]);
    expect(layout.scrollWidth).toBe(layout.width);
    await page.getByRole('link', { name: 'SuriMarkt', exact: true }).waitFor();
    return { context, page };
  }

  /** The button is on screen, big enough for a thumb, in the site's green, and goes to the address of the text part. */
  async function expectButton(page: Page, label: string, text: string) {
    const button = page.getByRole('link', { name: label, exact: true });
    await button.waitFor();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(11, 122, 62)');
    expect(await button.getAttribute('href')).toBe(new RegExp(`^${label}: (\\S+)$`, 'm').exec(text)![1]);
    return button;
  }

  it('the activation mail: the greeting, the button, and tapping it activates the account', async () => {
    const email = `mail.${stamp}@example.sr`;
    const registered = await fetch(`${baseUrl()}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({ firstName: 'Sita', lastName: 'Ramdin', email, password: 'Geheim12!', confirmPassword: 'Geheim12!' }),
    });
    expect(registered.status).toBe(201);
    const { text, html } = mailParts(await mailContaining(email, '/email-verified'));

    const { context, page } = await openOnPhone(html);
    await page.getByRole('heading', { name: 'Bevestig je e-mailadres' }).waitFor();
    await page.getByRole('article').getByText('Hallo Sita,').waitFor();
    const button = await expectButton(page, 'E-mailadres bevestigen', text);
    await screenshot(page, 'mail-activation-phone');

    const [site] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await site.getByText('Je bent automatisch ingelogd.', { exact: false }).waitFor();
    await context.close();
  });

  it("a bid's mail to the seller: the bidder's words as they typed them, wrapped to the screen", async () => {
    // An ad of its own: the seller gets one bid mail per ad an hour, so another test's bid must not be on it.
    const seller = await newPage(browser, PHONE);
    await seller.page.request.post('/api/auth/demo-login', { headers: { origin: baseUrl() } });
    const ad = await postApprovedAd(seller.page, `Fiets Gazelle ${stamp}`);
    await seller.context.close();

    const bidder = await newPage(browser, PHONE);
    // Bidding needs a confirmed address: the activation link logs the bidder in.
    await registerConfirmed(bidder.page, 'Ravi', 'Ramdin', `bieder.${stamp}@example.sr`);
    // One word wider than the screen: it must wrap, not widen the mail.
    const message = `Is <b>hij</b> nog te koop? Bel me: Ravi${stamp}ZaterdagochtendTussenNegenEnTwaalfUurInParamariboNoord\nGroet`;
    const bid = await bidder.page.request.post(`/api/ads/${ad.id}/bids`, {
      headers: { origin: baseUrl() },
      data: { amount: 1000, message },
    });
    expect(bid.status()).toBe(201);
    await bidder.context.close();

    const { text, html } = mailParts(await mailContaining('demo@surimarkt.sr', `Ravi${stamp}`));
    expect(text).toContain(`Bericht:\n${message}`);
    const { context, page } = await openOnPhone(html);
    await page.getByRole('heading', { name: 'Nieuw bod op je advertentie' }).waitFor();
    // The mail itself, without the inbox preview hidden above it.
    const mail = page.getByRole('article');
    await mail.getByText(`geboden op je advertentie "${ad.title}".`, { exact: false }).waitFor();
    await mail.getByText(`Is <b>hij</b> nog te koop?`, { exact: false }).waitFor();
    expect(await page.locator('b').count()).toBe(0);
    await expectButton(page, 'Naar Mijn Advertenties', text);
    await screenshot(page, 'mail-bid-phone');
    await context.close();
  });

  it("the operator's mail of a new ad: the ad's facts, approve as the button, reject and the list as links", async () => {
    const seller = await newPage(browser, PHONE);
    await seller.page.request.post('/api/auth/demo-login', { headers: { origin: baseUrl() } });
    const title = `Koelkast Bosch KGN39VLEB met vriesvak ${stamp}`;
    const { id } = await postAd(seller.page, title, {
      description: 'Netjes onderhouden, ophalen in Paramaribo of Wanica.\nZie https://www.bosch-home.com/nl/productlijst/KGN39VLEB',
      price: 450000,
    });
    await seller.context.close();

    const { text, html } = mailParts(await mailContaining('support@surimarkt.sr', `Advertentie-ID: ${id}`));
    // The narrowest phone in common use: 360 px wide.
    const { context, page } = await openOnPhone(html, { ...PHONE, viewport: { width: 360, height: 740 } });
    await page.getByRole('heading', { name: 'Nieuwe advertentie ter goedkeuring' }).waitFor();
    await page.getByRole('article').getByText(title, { exact: true }).waitFor();
    // The price as the ad shows it, in both parts.
    expect(text).toContain('Prijs: SRD 4.500,00');
    await page.getByRole('article').getByText('SRD 4.500,00', { exact: true }).waitFor();
    await expectButton(page, 'Goedkeuren', text);
    for (const label of ['Afwijzen', 'Alle advertenties']) {
      const link = page.getByRole('link', { name: label, exact: true });
      expect(await link.getAttribute('href')).toBe(new RegExp(`^${label}: (\\S+)$`, 'm').exec(text)![1]);
    }
    await screenshot(page, 'mail-new-ad-phone');
    await context.close();
  });
});
