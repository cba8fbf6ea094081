import { type Browser, type Locator } from 'playwright-core';
import { plainPhoto } from './support/pictures';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { linkFromMail } from './support/mailbox';
import { chooseOption } from './support/select';

// A seller posts an ad with two photos through the modal, the operator approves it through the admin API, and a
// shopper finds it in search with its photos; the seller sees it approved under Mijn Advertenties.
describe('posting an ad', () => {
  let browser: Browser;
  const title = `Houten eettafel ${Date.now() % 100000}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("opens the form from the phone's header, and from the menu closing the menu", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/auto-login');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    const headerButton = page.locator('header').getByRole('button', { name: 'Plaatsen' });
    await headerButton.waitFor();
    // Within the first screen, not pushed off by the logo or the account buttons.
    const box = await headerButton.boundingBox();
    expect(box && box.x + box.width <= PHONE.viewport.width && box.y + box.height <= 140).toBe(true);
    await screenshot(page, 'header-post-button-phone');

    await page.getByRole('button', { name: 'Menu openen' }).click();
    const menu = page.getByRole('dialog', { name: 'Categorieën' });
    await menu.getByRole('button', { name: /Plaats Advertentie/ }).click();
    await page.getByRole('dialog', { name: 'Plaats je Advertentie' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    await screenshot(page, 'post-form-from-menu-phone');
    await context.close();
  });

  it('brings the first wrong field into view, and sends a post again without uploading its photo again', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/auto-login');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await page.locator('header').getByRole('button', { name: 'Plaatsen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plaats je Advertentie' });
    await dialog.waitFor();
    const isFocused = (field: Locator) => field.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
    const inView = async (field: Locator) => {
      const box = await field.boundingBox();
      return !!box && box.y >= 0 && box.y + box.height <= PHONE.viewport.height;
    };
    // Everything empty: the title, at the top, is the first wrong field.
    await dialog.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' }).scrollIntoViewIfNeeded();
    await dialog.getByRole('button', { name: 'Advertentie Plaatsen' }).click();
    const titleField = dialog.getByLabel('Titel');
    await page.waitForFunction(() => document.activeElement?.id === 'title', undefined, { timeout: 5_000 });
    expect(await inView(titleField)).toBe(true);
    await page.screenshot({ path: `${__dirname}/screenshots/post-form-first-error-phone.png` }); // what the phone shows

    await titleField.fill(`Bureaustoel ${Date.now() % 100000}`);
    await dialog.getByLabel('Prijs').fill('150');
    await chooseOption(page, dialog.getByLabel('Hoofdcategorie'), /Meubels|Huis/);
    await dialog.getByRole('textbox', { name: 'Beschrijving' }).fill('Draait en veert nog goed.');
    await chooseOption(page, dialog.getByLabel('Locatie'), 'Paramaribo');
    const phoneField = dialog.getByLabel('Telefoonnummer');
    await phoneField.fill('bel me'); // the form lets it through, the server does not
    // A text file named as a photo is refused when it is chosen, by its name, not at the end as 'Upload fout'.
    await page
      .locator('[data-testid="photo-input"]')
      .setInputFiles([{ name: 'notitie.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Dit is geen foto maar tekst.') }]);
    await page.getByText('notitie.jpg: Dat bestand is geen foto', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: /Foto verwijderen/ }).count()).toBe(0);
    await page
      .locator('[data-testid="photo-input"]')
      .setInputFiles([{ name: 'stoel.jpg', mimeType: 'image/jpeg', buffer: await plainPhoto('#444444') }]);
    await dialog.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' }).check();
    let uploads = 0;
    page.on('request', (r) => {
      // A photo's upload starts with its tus creation request (then its chunks).
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/photo-uploads') uploads++;
    });
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ads' && r.request().method() === 'POST', {
      timeout: 45_000,
    });
    await dialog.getByRole('button', { name: 'Advertentie Plaatsen' }).click();
    expect((await refused).status()).toBe(400);
    // The server's message is on the phone field, which is scrolled to and focused.
    await expect(phoneField.evaluate((el) => el.getAttribute('aria-invalid'))).resolves.toBe('true');
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'tel', undefined, { timeout: 5_000 });
    expect(await isFocused(phoneField)).toBe(true);
    expect(await inView(phoneField)).toBe(true);
    await page.screenshot({ path: `${__dirname}/screenshots/post-form-server-error-phone.png` });

    await phoneField.fill('+597 8123456');
    const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ads' && r.request().method() === 'POST', {
      timeout: 45_000,
    });
    await dialog.getByRole('button', { name: 'Advertentie Plaatsen' }).click();
    expect((await posted).status()).toBe(201);
    expect(uploads).toBe(1);
    await context.close();
  });

  it('goes from the modal to approval to search', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/auto-login');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    // On a phone the post button sits in the header, beside the search, visible on every page.
    await page.locator('header').getByRole('button', { name: 'Plaatsen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plaats je Advertentie' });
    await dialog.waitFor();
    await dialog.getByLabel('Titel').fill(title);
    await dialog.getByLabel('Prijs').fill('275');
    await chooseOption(page, dialog.getByLabel('Valuta'), 'SRD');
    await chooseOption(page, dialog.getByLabel('Hoofdcategorie'), /Meubels|Huis/);
    await dialog
      .getByRole('textbox', { name: 'Beschrijving' })
      .fill('Massief hout, zes stoelen.\n- zo goed als nieuw\n- ophalen in Wanica');
    await chooseOption(page, dialog.getByLabel('Locatie'), 'Wanica');
    await page.locator('[data-testid="photo-input"]').setInputFiles([
      { name: 'tafel.jpg', mimeType: 'image/jpeg', buffer: await plainPhoto('#8b5a2b') },
      { name: 'stoelen.jpg', mimeType: 'image/jpeg', buffer: await plainPhoto('#2b6b8b') },
    ]);
    await dialog.getByRole('button', { name: 'Maak hoofdfoto 2' }).click();
    await dialog.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' }).check();
    await page.screenshot({ path: `${__dirname}/screenshots/post-ad-phone.png` }); // the phone screen as the seller sees it
    // The photos are uploaded (and resized three ways) before the ad is sent: on a busy machine that takes a while.
    const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ads' && r.request().method() === 'POST', {
      timeout: 45_000,
    });
    await dialog.getByRole('button', { name: 'Advertentie Plaatsen' }).click();
    // If it never comes, the screen says why (a field's message, an upload's error).
    const response = await posted.catch(async (error: unknown) => {
      await page.screenshot({ path: `${__dirname}/screenshots/post-ad-not-sent-phone.png`, fullPage: true });
      throw error;
    });
    expect(response.status()).toBe(201);
    await page.getByText('Je advertentie is succesvol geplaatst en wacht op goedkeuring.').waitFor();

    const own = (await (await page.request.get('/api/ads/user')).json()) as {
      ads: Array<{ id: number; title: string; status: string; images: string[] }>;
    };
    const ad = own.ads.find((a) => a.title === title);
    expect(ad).toMatchObject({ status: 'pending' });
    expect(ad?.images).toHaveLength(2);
    // Its page: the owner sees it with its state (rendered on the server for them, not indexed); a guest gets 404.
    const ownPage = await page.goto(`/ad/${ad?.id}`);
    expect(ownPage?.status()).toBe(200);
    await page.locator('.sm-ad__status', { hasText: 'In afwachting van goedkeuring' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect((await fetch(`${baseUrl()}/ad/${ad?.id}`)).status).toBe(404);

    const login = (await (
      await fetch(`${baseUrl()}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'admin' }),
      })
    ).json()) as { token: string };
    const approved = await fetch(`${baseUrl()}/api/ads/${ad?.id}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'admin-token': login.token },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(approved.status).toBe(200);

    await page.goto('/profiel/mijn-advertenties');
    await page.getByRole('article', { name: title }).getByText('Goedgekeurd').waitFor();
    await page.screenshot({ path: `${__dirname}/screenshots/my-ads-phone.png` });
    await context.close();

    const shopper = await newPage(browser, DESKTOP);
    await shopper.page.goto(`/zoeken?q=${encodeURIComponent('eettafel')}`);
    const card = shopper.page.locator('article.sm-card', { hasText: title });
    await card.waitFor();
    // The card shows the uploaded photo at one of its narrow widths, made when it was uploaded.
    const src = await card.locator('img').first().getAttribute('src');
    expect(src).toMatch(/^\/uploads\/ads\/.+-w480\.webp$/);
    expect(await card.locator('img').first().getAttribute('srcset')).toContain(`${src} 480w`);
    expect((await fetch(`${baseUrl()}${src}`)).status).toBe(200);

    // Another account favourites it and bids; the seller accepts; the buyer then sees the seller's contact.
    const email = `koper-${Date.now()}@example.sr`;
    const registered = await shopper.page.request.post('/api/auth/register', {
      headers: { origin: baseUrl() },
      data: { firstName: 'Koper', lastName: 'Test', email, password: 'Geheim12!', confirmPassword: 'Geheim12!' },
    });
    expect(registered.status()).toBe(201);
    // Bidding needs a confirmed address: the buyer opens the activation link, which also logs them in.
    await shopper.page.goto(await linkFromMail(email, '/email-verified'));
    await shopper.page.getByText('Je bent automatisch ingelogd.', { exact: false }).waitFor();
    await shopper.page.goto(`/ad/${ad?.id}`, { waitUntil: 'networkidle' });
    await shopper.page.getByRole('button', { name: 'Toevoegen aan favorieten' }).first().click();
    await shopper.page.getByRole('button', { name: 'Verwijderen uit favorieten' }).first().waitFor();
    await shopper.page.getByLabel('Je bod (SRD)').fill('250');
    await shopper.page.getByLabel('Bericht aan de verkoper (optioneel)').fill('Kan ik zaterdag komen kijken?');
    await shopper.page.getByRole('button', { name: 'Bod uitbrengen' }).click();
    await shopper.page.getByText('Bod geplaatst').waitFor();
    const favourites = (await (await shopper.page.request.get('/api/favorites')).json()) as { ads: { id: number }[] };
    expect(favourites.ads.map((a) => a.id)).toContain(ad?.id);

    const seller = await newPage(browser, PHONE);
    await seller.page.goto('/auto-login');
    await seller.page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await seller.page.goto('/profiel/mijn-advertenties');
    await seller.page.getByRole('article', { name: title }).getByRole('button', { name: 'Biedingen (1)' }).click();
    // The dialog's long title ('Biedingen op Houten eettafel …') ends before its close button.
    const bidsDialog = seller.page.locator('.ant-modal');
    const titleEnd = await bidsDialog.locator('.ant-modal-title').evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return Math.max(...[...range.getClientRects()].map((r) => r.right));
    });
    const closeBox = await bidsDialog.locator('.ant-modal-close').boundingBox();
    expect(titleEnd).toBeLessThanOrEqual(closeBox!.x);
    await seller.page.getByRole('dialog').getByRole('button', { name: 'Accepteren' }).click();
    await seller.page.getByText('Bod geaccepteerd').waitFor();
    await seller.page.screenshot({ path: `${__dirname}/screenshots/seller-bids-phone.png` });
    await seller.context.close();

    await shopper.page.goto('/profiel/biedingen');
    const bidCard = shopper.page.getByRole('article', { name: title });
    await bidCard.getByText('Geaccepteerd').waitFor();
    await bidCard.getByRole('button', { name: 'Contact opnemen' }).click();
    await shopper.page.getByRole('dialog').getByText('+597').first().waitFor();
    await shopper.page.screenshot({ path: `${__dirname}/screenshots/my-bids-desktop.png` });
    await shopper.context.close();
  }, 120_000); // three people, an upload and a review in one story
});
