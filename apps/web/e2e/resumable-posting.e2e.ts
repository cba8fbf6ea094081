import { type Browser, type Request } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { chooseOption } from './support/select';

// Issue 32 item 4: a seller on a weak line. The half-filled form survives a reload; the photos are shrunk in the
// browser and sent with tus; one chunk is cut by a dropped connection, and the upload goes on from where the gateway
// stopped receiving: no byte is delivered twice and each photo is stored once.
describe('posting over a weak line', () => {
  let browser: Browser;
  const title = `Rotan stoel ${Date.now() % 100000}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A phone-camera-like photo, 3000×2250 and some 1.5 MB: soft shapes with a camera's fine grain over them. */
  const cameraPhoto = async (hue: number) => {
    const noise = (width: number, height: number, sigma: number) =>
      sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } })
        .png()
        .toBuffer();
    return sharp(await noise(200, 150, 60))
      .resize(3000, 2250)
      .composite([{ input: await noise(3000, 2250, 6), blend: 'soft-light' }])
      .modulate({ hue })
      .jpeg({ quality: 92 })
      .toBuffer();
  };

  it('keeps the form across a reload and resumes a cut photo upload without sending a byte twice', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/auto-login');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    const openModal = async () => {
      await page.getByRole('button', { name: 'Menu openen' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Plaats Advertentie/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Plaats je Advertentie' });
      await dialog.waitFor();
      return dialog;
    };

    let dialog = await openModal();
    await dialog.getByLabel('Titel').fill(title);
    await dialog.getByLabel('Prijs').fill('450');
    await chooseOption(page, dialog.getByLabel('Hoofdcategorie'), /Meubels|Huis/);
    await dialog.getByRole('textbox', { name: 'Beschrijving' }).fill('Handgevlochten, stevig. Ophalen in Paramaribo.');
    await chooseOption(page, dialog.getByLabel('Locatie'), 'Paramaribo');
    const originals = [await cameraPhoto(0), await cameraPhoto(120)];
    await page.locator('[data-testid="photo-input"]').setInputFiles([
      { name: 'stoel.jpg', mimeType: 'image/jpeg', buffer: originals[0] },
      { name: 'stoel-zij.jpg', mimeType: 'image/jpeg', buffer: originals[1] },
    ]);
    await dialog.getByRole('button', { name: 'Maak hoofdfoto 2' }).waitFor({ timeout: 30_000 });
    // The browser copy is written a moment after the last change.
    await page.waitForTimeout(1000);

    // A reload (or a closed tab): the form and both photos come back.
    await page.reload();
    dialog = await openModal();
    await page.getByText('Je advertentie staat weer zoals je hem achterliet.').waitFor();
    expect(await dialog.getByLabel('Titel').inputValue()).toBe(title);
    expect(await dialog.getByLabel('Prijs').inputValue()).toBe('450');
    expect(await dialog.getByRole('textbox', { name: 'Beschrijving' }).inputValue()).toContain('Handgevlochten');
    await dialog.getByRole('button', { name: 'Maak hoofdfoto 2' }).waitFor();
    await dialog.locator('.sm-photos').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${__dirname}/screenshots/resumable-posting-restored-phone.png` }); // the phone's screen

    // The line drops during the first photo's second chunk.
    const creations: Request[] = [];
    const delivered: Array<{ offset: number; bytes: number }> = [];
    const cut: Array<{ offset: number; bytes: number }> = [];
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/photo-uploads') creations.push(request);
    });
    await page.route('**/api/photo-uploads/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      const chunk = { offset: Number(request.headers()['upload-offset']), bytes: request.postDataBuffer()?.length ?? 0 };
      if (++patches === 2) {
        cut.push(chunk);
        return route.abort('connectionreset');
      }
      delivered.push(chunk);
      return route.continue();
    });
    await dialog.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' }).check();
    const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ads' && r.request().method() === 'POST', {
      timeout: 60_000,
    });
    await dialog.getByRole('button', { name: 'Advertentie Plaatsen' }).click();
    // Each photo has its own bar while it goes.
    await dialog.getByRole('progressbar', { name: 'Upload van foto 1' }).waitFor();
    await page.screenshot({ path: `${__dirname}/screenshots/resumable-posting-uploading-phone.png` });
    const response = await posted.catch(async (error: unknown) => {
      await screenshot(page, 'resumable-posting-not-sent-phone');
      throw error;
    });
    expect(response.status()).toBe(201);
    await page.getByText('Je advertentie is succesvol geplaatst en wacht op goedkeuring.').waitFor();

    // Shrunk in the browser: each photo sent is at most 300 KB, a fraction of the camera's.
    const lengths = creations.map((r) => Number(r.headers()['upload-length']));
    expect(lengths).toHaveLength(2);
    for (const [i, length] of lengths.entries()) {
      expect(originals[i].length).toBeGreaterThan(1_000_000);
      expect(length).toBeLessThanOrEqual(300 * 1024);
    }
    // The cut chunk was sent again from where the gateway stopped, not from the start, and every byte reached it once.
    expect(cut).toHaveLength(1);
    expect(cut[0].offset).toBeGreaterThan(0);
    expect(delivered.some((c) => c.offset === cut[0].offset)).toBe(true);
    expect(delivered.reduce((sum, c) => sum + c.bytes, 0)).toBe(lengths[0] + lengths[1]);

    const own = (await (await page.request.get('/api/ads/user')).json()) as { ads: Array<{ title: string; images: string[] }> };
    const ad = own.ads.find((a) => a.title === title);
    expect(ad?.images).toHaveLength(2);
    expect(new Set(ad?.images).size).toBe(2);
    for (const url of ad?.images ?? []) expect((await page.request.get(url)).status()).toBe(200);

    // Posted: the kept form is gone, the next ad starts empty.
    await page.reload();
    dialog = await openModal();
    expect(await dialog.getByLabel('Titel').inputValue()).toBe('');
    await context.close();
  }, 180_000);
});
