import { type Browser } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { linkFromMail } from './support/mailbox';
import { chooseOption } from './support/select';

// A business registers with a package on a phone, pays with the built-in test provider (its signed webhook going
// through the gateway), confirms its address, posts ads up to its package's limit and meets 'Limiet Bereikt', and
// reads its dashboard on a laptop.
describe('a business account', () => {
  let browser: Browser;
  const email = `bedrijf.${Date.now()}@example.sr`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('registers, pays, posts up to the limit and reads its dashboard', async () => {
    // A long story (sign-up, two card attempts, six posts, the dashboard): on a busy machine it takes more than a minute.
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/business/register');
    await page.getByText('Premium').first().waitFor();
    // Premium is preselected; the business takes Basis (5 ads).
    expect(await page.getByRole('radio', { name: 'Premium', exact: true }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Basis', exact: true }).check();
    await page.getByRole('button', { name: 'Account aanmaken en betalen' }).click();
    await page.getByText('Bedrijfsnaam is verplicht').waitFor();
    await page.getByText('Je moet akkoord gaan met de voorwaarden').waitFor();
    await page.getByLabel('Voornaam', { exact: true }).fill('Anna');
    await page.getByLabel('Achternaam').fill('Kromo');
    await page.getByLabel('E-mailadres', { exact: true }).fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('Geheim12!');
    await page.getByLabel('Bevestig wachtwoord').fill('Geheim12!');
    await page.getByLabel('Bedrijfsnaam', { exact: true }).fill('Kromo Auto NV');
    await chooseOption(page, page.getByLabel('Bedrijfstype'), 'Detailhandel');
    await page.getByLabel('Beschrijving').fill('Tweedehands autos met garantie.');
    await page.getByLabel('Telefoonnummer').fill('+597 8123456');
    await page.getByLabel('Adres', { exact: true }).fill('Kernkampweg 12');
    await page.getByLabel('Stad', { exact: true }).fill('Paramaribo');
    // Typed as people type it: the form and the server add https:// themselves; a word alone is no address.
    await page.getByLabel('Website (optioneel)').fill('kromo');
    await page.getByText('Vul een geldig webadres in, bijvoorbeeld mijnbedrijf.sr').waitFor();
    await page.getByLabel('Website (optioneel)').fill('kromo-auto.sr');
    await page.getByText('Vul een geldig webadres in, bijvoorbeeld mijnbedrijf.sr').waitFor({ state: 'detached' });
    // Said before signing up: the address is to be confirmed before posting.
    await page.getByText(/We sturen je meteen een bevestigingslink/).waitFor();
    await page.getByRole('checkbox', { name: /akkoord met de algemene voorwaarden/ }).check();
    await screenshot(page, 'business-register-phone');
    await page.getByRole('button', { name: 'Account aanmaken en betalen' }).click();

    await page.waitForURL((url) => url.pathname === '/checkout', { timeout: 15_000 });
    await page.getByText('Testbetaling: er wordt niets afgeschreven.').waitFor();
    await page.getByText('Basis-pakket, 1 maand').waitFor();
    // On the checkout too, with the address and a way to have the link sent again.
    const notice = page.getByRole('alert').filter({ hasText: 'Bevestig je e-mailadres' });
    await notice.getByText(email).waitFor();
    await notice.getByRole('button', { name: 'Stuur opnieuw' }).click();
    await notice.getByRole('button', { name: 'Verstuurd' }).waitFor();
    await page.getByLabel('Kaartnummer').fill('4000 0000 0000 0002');
    await page.getByLabel('Vervaldatum (MM/JJ)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /Betaal € 10,00/ }).click();
    await page.getByText('Je kaart is geweigerd.').waitFor();
    await page.getByLabel('Kaartnummer').fill('4242 4242 4242 4242');
    await screenshot(page, 'checkout-phone');
    await page.getByRole('button', { name: /Betaal € 10,00/ }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/success');
    await page.getByText('Betaling geslaagd').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Bevestig je e-mailadres' }).getByRole('button', { name: 'Stuur opnieuw' }).waitFor();
    await screenshot(page, 'checkout-success-phone');

    // The mailed link confirms the address (posting needs it); it logs the browser in again.
    await page.goto(await linkFromMail(email, '/email-verified'));
    await page.getByText('Je bent automatisch ingelogd.', { exact: false }).waitFor();
    const categories = (await (await page.request.get('/api/categories')).json()) as Array<{ id: number; parentId: number | null }>;
    const categoryId = categories.find((c) => c.parentId === null)!.id;
    const ad = (i: number) => ({
      title: `Toyota ${i}`,
      description: 'Nette auto, eerste eigenaar.',
      price: 750000,
      currency: 'EUR',
      categoryId,
      location: 'Paramaribo',
      phone: '+597 8123456',
      agreeToTerms: true,
      images: [],
    });
    for (let i = 1; i <= 5; i++)
      expect((await page.request.post('/api/ads', { data: ad(i), headers: { origin: baseUrl() } })).status()).toBe(201);
    const sixth = await page.request.post('/api/ads', { data: ad(6), headers: { origin: baseUrl() } });
    expect(sixth.status()).toBe(409);
    expect(((await sixth.json()) as { message: string }).message).toMatch(/^Limiet Bereikt/);

    // The operator approves one ad; a shopper on a phone finds it by searching and taps 'Bellen'.
    const posted = (await (await page.request.get('/api/ads/user')).json()) as { ads: { id: number; title: string }[] };
    const third = posted.ads.find((a) => a.title === 'Toyota 3')!;
    const admin = (await (await page.request.post('/api/admin/login', { data: { password: 'admin' } })).json()) as { token: string };
    expect(
      (
        await page.request.patch(`/api/ads/${third.id}/status`, { data: { status: 'approved' }, headers: { 'admin-token': admin.token } })
      ).status(),
    ).toBe(200);
    const shopper = await newPage(browser, PHONE);
    await shopper.page.goto('/zoeken?q=Toyota', { waitUntil: 'networkidle' });
    await shopper.page.getByRole('article', { name: 'Toyota 3' }).getByRole('link').click();
    await shopper.page.waitForURL(/\/ad\/\d+$/);
    await shopper.page.getByRole('heading', { level: 1, name: 'Toyota 3' }).waitFor();
    // A guest's page starts the app with this tap: the call counts once the safety checklist it brings is shown.
    await shopper.page.getByRole('link', { name: /Bellen/ }).click();
    await shopper.page.getByRole('dialog').waitFor();
    await shopper.context.close();
    // The events travel on JetStream: wait until the dashboard's figures have them.
    for (let i = 0; i < 100; i++) {
      const figures = (await (await page.request.get('/api/business/insights?days=30')).json()) as { totals: { contacts: number } };
      if (figures.totals.contacts > 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }

    const cookies = await context.cookies();
    await context.close();
    const desktop = await newPage(browser, DESKTOP);
    await desktop.context.addCookies(cookies);
    await desktop.page.goto('/business-dashboard');
    await desktop.page.getByText('Limiet Bereikt').waitFor();
    await desktop.page.getByRole('cell', { name: 'Toyota 5' }).waitFor();
    await screenshot(desktop.page, 'business-dashboard-desktop');
    await desktop.page.getByRole('button', { name: 'Meldingen' }).click();
    await desktop.page.getByRole('listitem').filter({ hasText: 'Limiet Bereikt' }).waitFor();
    await desktop.page.getByRole('tab', { name: 'Leads' }).click();
    await desktop.page.getByText('Telefoon', { exact: true }).waitFor();
    await screenshot(desktop.page, 'business-leads-desktop');
    await desktop.page.getByRole('tab', { name: 'Zoekopdrachten' }).click();
    await desktop.page.getByText('toyota', { exact: true }).waitFor();
    await desktop.page.getByRole('tab', { name: 'Publiek' }).click();
    await desktop.page.getByText('Districten van bezoekers').waitFor();
    await desktop.page.getByRole('tab', { name: 'Account' }).click();
    await desktop.page.getByText('5 / 5').waitFor();
    await desktop.page.getByRole('tab', { name: 'Financieel' }).click();
    await desktop.page.getByText('Betaald', { exact: true }).waitFor();
    const invoice = desktop.page.getByRole('link', { name: /^SM-\d{4}-\d{6}$/ });
    const response = await desktop.page.request.get((await invoice.getAttribute('href'))!);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await screenshot(desktop.page, 'business-financial-desktop');
    await desktop.context.close();
  }, 150_000);
});
