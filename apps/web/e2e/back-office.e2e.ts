import { type Browser, type Page } from 'playwright-core';
import { postAd } from './support/ads';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE } from './support/browser';
import { mailContaining } from './support/mailbox';
import { chooseOption } from './support/select';

// The operator at work: logs in, approves from the ads table, rejects from the moderation cards with a reason,
// runs a job, and follows the one-click link of the mail about a new ad; on a laptop and on a phone.
describe('the back-office', () => {
  let browser: Browser;
  const stamp = Date.now() % 100000;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const post = async (page: Page, title: string) => (await postAd(page, title)).id;
  const login = async (page: Page) => {
    await page.goto('/admin');
    await page.getByLabel('Wachtwoord').fill('admin');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).waitFor();
  };

  // A whole working session (ten sections, three browsers): 53 s on a quiet run, over the default 60 s on a slower one.
  it('approves, rejects with a reason and runs a job on a laptop', async () => {
    const seller = await newPage(browser, DESKTOP);
    await seller.page.request.post('/api/auth/demo-login', { headers: { origin: baseUrl() } });
    const approveTitle = `Televisie Samsung ${stamp}`;
    const rejectTitle = `Radio Philips ${stamp}`;
    await post(seller.page, approveTitle);
    await post(seller.page, rejectTitle);

    // A shopper's browsing, for the figures the operator will read.
    await seller.page.goto(`/zoeken?q=${encodeURIComponent(`televisie ${stamp}`)}`);
    await seller.page.waitForResponse(
      (res) => res.url().endsWith('/api/analytics/batch') && res.request().postData()?.includes('televisie') === true,
    );
    await seller.page.goto('/', { waitUntil: 'networkidle' });
    await new Promise((r) => setTimeout(r, 1500));

    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/admin');
    await page.getByText('Standaard wachtwoord: admin').waitFor();
    await page.screenshot({ path: `${__dirname}/screenshots/admin-login-desktop.png` });
    await login(page);
    // Analytics opens first, with figures from the events this run's browsing logged.
    await page.getByText('Totaal activiteiten').waitFor();
    await page.getByText(`televisie ${stamp}`).first().waitFor();
    await page.getByText('Paginabezoek').first().waitFor();
    await page.screenshot({ path: `${__dirname}/screenshots/admin-analytics-desktop.png`, fullPage: true });
    await page.getByRole('menuitem', { name: 'Advertenties' }).click();
    const row = page.getByRole('row', { name: new RegExp(approveTitle) });
    await row.getByRole('button', { name: 'Goedkeuren' }).click();
    await page.getByText('Status bijgewerkt').waitFor();
    await row.getByText('Goedgekeurd').waitFor();
    await page.screenshot({ path: `${__dirname}/screenshots/admin-ads-desktop.png` });

    await page.getByRole('menuitem', { name: 'Moderatie' }).click();
    const card = page.getByRole('article', { name: rejectTitle });
    await card.getByRole('button', { name: 'Afwijzen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reden van afwijzing').fill('Foto ontbreekt');
    await dialog.getByRole('button', { name: 'Afwijzen' }).click();
    await page.getByText('Advertentie afgewezen').waitFor();
    await card.waitFor({ state: 'detached' });

    await page.getByRole('menuitem', { name: 'Categorieën' }).click();
    await page.getByRole('button', { name: 'Hoofdcategorie toevoegen' }).click();
    const categoryDialog = page.getByRole('dialog');
    await categoryDialog.getByLabel('Naam').fill(`Boeken ${stamp}`);
    expect(await categoryDialog.getByLabel('Slug').inputValue()).toBe(`boeken-${stamp}`);
    await categoryDialog.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Categorie toegevoegd').waitFor();
    await page.getByRole('cell', { name: `boeken-${stamp}` }).waitFor();
    const publicCategories = (await (await page.request.get('/api/categories')).json()) as { slug: string }[];
    expect(publicCategories.map((c) => c.slug)).toContain(`boeken-${stamp}`);
    // An empty category can go again (and the other browser tests do not see it in their category bar).
    await page
      .getByRole('row', { name: new RegExp(`boeken-${stamp}`) })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText('Categorie verwijderd').waitFor();

    // A filter for Elektronica: the public category page shows it and puts the choice in the address.
    await page.getByRole('menuitem', { name: 'Filters' }).click();
    await chooseOption(page, page.getByLabel('Categorie'), 'Elektronica');
    await page.getByLabel('Veldnaam').fill(`merk_${stamp}`);
    await page.getByLabel('Label', { exact: true }).fill(`Merk ${stamp}`);
    await page.getByLabel('Opties (komma gescheiden)').fill('Samsung, LG , ,Philips');
    await page.getByRole('button', { name: 'Filter toevoegen' }).click();
    await page.getByText('Filter toegevoegd').waitFor();
    await page.getByRole('cell', { name: 'Samsung, LG, Philips' }).waitFor();
    await page.screenshot({ path: `${__dirname}/screenshots/admin-filters-desktop.png` });
    const shopper = await newPage(browser, PHONE);
    await shopper.page.goto('/categorie/elektronica');
    await shopper.page.getByLabel(`Merk ${stamp}`).selectOption('LG');
    await shopper.page.getByRole('button', { name: 'Toepassen' }).click();
    await shopper.page.waitForURL((url) => url.searchParams.get('kenmerken') === JSON.stringify({ [`merk_${stamp}`]: 'LG' }));
    await shopper.page.screenshot({ path: `${__dirname}/screenshots/category-filters-phone.png`, fullPage: true });
    await shopper.context.close();
    await page
      .getByRole('row', { name: new RegExp(`Merk ${stamp}`) })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText('Filter verwijderd').waitFor();

    await page.getByRole('menuitem', { name: 'SEO' }).click();
    await page.getByText("Pagina's in de sitemap").waitFor();
    await page.getByRole('menuitem', { name: 'Pakketten' }).click();
    await page.getByText('Premium', { exact: true }).first().waitFor();
    await page.getByRole('menuitem', { name: 'Database' }).click();
    await page.getByText('Schema ads').waitFor();
    await page.screenshot({ path: `${__dirname}/screenshots/admin-database-desktop.png` });

    await page.getByRole('menuitem', { name: 'Cronjobs' }).click();
    await page.locator('.ant-card', { hasText: 'Verlopen advertenties' }).getByRole('button', { name: 'Nu uitvoeren' }).click();
    await page.getByText('Verlopen advertenties: klaar').waitFor();
    await page.getByRole('cell', { name: 'Beheerder' }).first().waitFor();
    await page.screenshot({ path: `${__dirname}/screenshots/admin-cron-desktop.png` });

    const own = (await (await seller.page.request.get('/api/ads/user')).json()) as {
      ads: { title: string; status: string; rejectionReason: string | null }[];
    };
    expect(own.ads.find((a) => a.title === approveTitle)?.status).toBe('approved');
    expect(own.ads.find((a) => a.title === rejectTitle)).toMatchObject({ status: 'rejected', rejectionReason: 'Foto ontbreekt' });
    await context.close();
    await seller.context.close();
  }, 120_000);

  it("follows the one-click link of the operator's mail on a phone, after logging in", async () => {
    const seller = await newPage(browser, PHONE);
    await seller.page.request.post('/api/auth/demo-login', { headers: { origin: baseUrl() } });
    const title = `Koelkast Bosch ${stamp}`;
    const id = await post(seller.page, title);
    const mail = await mailContaining('support@surimarkt.sr', `Advertentie-ID: ${id}`);
    const link = new URL(/Goedkeuren: (\S+)/.exec(mail)![1]);
    expect(`${link.pathname}?${link.searchParams.get('action')}`).toBe('/admin?approve');

    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('Wachtwoord').fill('admin');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByText('Automatisch goedgekeurd').waitFor();
    await page.waitForURL((url) => url.search === '?tab=advertenties');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.screenshot({ path: `${__dirname}/screenshots/admin-menu-phone.png` });
    await page.getByRole('menuitem', { name: 'Moderatie' }).click();
    await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
    await page.getByRole('article').first().waitFor();
    await page.screenshot({ path: `${__dirname}/screenshots/admin-moderation-phone.png` });
    const own = (await (await seller.page.request.get('/api/ads/user')).json()) as { ads: { id: number; status: string }[] };
    expect(own.ads.find((a) => a.id === id)?.status).toBe('approved');
    await context.close();
    await seller.context.close();
  });
});
