import { type Browser, type Page } from 'playwright-core';
import { plainPhoto } from './support/pictures';
import { baseUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { mailContaining, mailParts } from './support/mailbox';
import { chooseOption } from './support/select';

// Issue 35 item 1, on a phone: a seller types a price the Dutch way ('12.500' is twelve thousand five hundred, not
// 12,50), is asked about an entry that could mean two amounts, sees the price as the ad will show it before posting;
// the operator's mail names that price and the moderation card shows the photos.
describe('a price typed the Dutch way', () => {
  let browser: Browser;
  const title = `Wasmachine Samsung ${Date.now() % 100000}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The post form, from the header's button where the phone has one, else from the menu. */
  async function openPostForm(page: Page) {
    const inHeader = page.getByRole('banner').getByRole('button', { name: /Plaats/ });
    if (await inHeader.isVisible()) await inHeader.click();
    else {
      await page.getByRole('button', { name: 'Menu openen' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Plaats Advertentie/ })
        .click();
    }
    const dialog = page.getByRole('dialog', { name: 'Plaats je Advertentie' });
    await dialog.waitFor();
    return dialog;
  }

  it('reads 12.500 as twelve thousand five hundred, asks about 12.50, and the operator sees price and photos', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/auto-login');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    const dialog = await openPostForm(page);
    await dialog.getByLabel('Titel').fill(title);
    await chooseOption(page, dialog.getByLabel('Valuta'), 'SRD');
    const price = dialog.getByLabel('Prijs');

    await price.fill('12.50');
    await dialog.getByText('Bedoel je 12,50 of 1.250? Typ centen na een komma (12,50) of het hele bedrag zonder punt of komma.').waitFor();
    await price.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${__dirname}/screenshots/price-entry-question-phone.png` });

    await price.fill('12.500');
    const preview = dialog.getByText('Je advertentie toont: SRD 12.500,00');
    await preview.waitFor();
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${__dirname}/screenshots/price-entry-preview-phone.png` });

    await chooseOption(page, dialog.getByLabel('Hoofdcategorie'), /Elektronica/);
    await dialog.getByRole('textbox', { name: 'Beschrijving' }).fill('Acht kilo, A+++, twee jaar oud.');
    await chooseOption(page, dialog.getByLabel('Locatie'), 'Paramaribo');
    await page.locator('[data-testid="photo-input"]').setInputFiles([
      { name: 'voorkant.jpg', mimeType: 'image/jpeg', buffer: await plainPhoto('#dfe6ea') },
      { name: 'trommel.jpg', mimeType: 'image/jpeg', buffer: await plainPhoto('#4a6272') },
    ]);
    // Both photos shown (the form grows by their row) before the box below them is ticked.
    await dialog.getByRole('button', { name: 'Maak hoofdfoto 2' }).waitFor();
    await dialog.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' }).check();
    const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ads' && r.request().method() === 'POST', {
      timeout: 45_000,
    });
    await dialog.getByRole('button', { name: 'Advertentie Plaatsen' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const { ad } = (await response.json()) as { ad: { id: number; price: number; currency: string; images: string[] } };
    expect(ad).toMatchObject({ price: 1_250_000, currency: 'SRD' });
    expect(ad.images).toHaveLength(2);
    await context.close();

    // The operator's mail names the price, in both parts.
    const { text, html } = mailParts(await mailContaining('support@surimarkt.sr', `Advertentie-ID: ${ad.id}`));
    expect(text).toContain('Prijs: SRD 12.500,00');
    expect(html).toContain('SRD 12.500,00');

    // The moderation card shows the ad's photos; a tap opens one large.
    const admin = await newPage(browser, PHONE);
    await admin.page.goto('/admin?tab=moderatie');
    await admin.page.getByLabel('Wachtwoord').fill('admin');
    await admin.page.getByRole('button', { name: 'Inloggen' }).click();
    const card = admin.page.getByRole('article', { name: title });
    await card.waitFor();
    const photos = card.getByRole('group', { name: `Foto's van ${title}` }).getByRole('img');
    expect(await photos.count()).toBe(2);
    await photos.nth(1).scrollIntoViewIfNeeded();
    // Loaded, not a broken image: the photo's card crop, made at upload.
    await admin.page.waitForFunction((img) => (img as HTMLImageElement).naturalWidth === 400, await photos.nth(1).elementHandle());
    await card.getByText('SRD 12.500,00', { exact: false }).waitFor();
    await admin.page.screenshot({ path: `${__dirname}/screenshots/admin-moderation-photos-phone.png` });
    await photos.first().click();
    await admin.page.locator('.ant-image-preview-img').waitFor();
    await admin.page.screenshot({ path: `${__dirname}/screenshots/admin-moderation-photo-open-phone.png` });
    expect((await fetch(`${baseUrl()}${ad.images[0]}`)).status).toBe(200);
    await admin.context.close();
  });

  it('reads the checkout amount the same way, and asks before a payment of the wrong size', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/auto-login');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await page.goto('/checkout');
    const amount = page.getByLabel('Bedrag (EUR)');
    const pay = page.getByRole('button', { name: 'Verder naar betalen' });
    await amount.fill('1.250');
    await page.getByText('€ 1.250,00', { exact: true }).waitFor();
    expect(await pay.isEnabled()).toBe(true);
    await amount.fill('12.50');
    await page.getByText(/^Bedoel je 12,50 of 1\.250\?/).waitFor();
    expect(await pay.isEnabled()).toBe(false);
    await page.screenshot({ path: `${__dirname}/screenshots/checkout-amount-question-phone.png` });
    await context.close();
  });
});
