import { type Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { postApprovedAd } from './support/ads';
import { registerConfirmed } from './support/accounts';
import { mailContaining, mailParts, mailSubject } from './support/mailbox';

// A shopper on a phone saves a search; when a matching ad is approved the alert mail arrives, its button opens the
// ad, and its unsubscribe link works without logging in.
describe('saved searches', () => {
  let browser: Browser;
  const stamp = Date.now();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves a search on a phone, mails the matching ad once approved, and unsubscribes from the mail', async () => {
    const shopper = await newPage(browser, PHONE);
    const email = await registerConfirmed(shopper.page, 'Anisa', 'Kromo', `zoeker.${stamp}@example.sr`);

    await shopper.page.goto('/zoeken?q=kajak', { waitUntil: 'networkidle' });
    await shopper.page.getByRole('button', { name: 'Bewaar deze zoekopdracht' }).click();
    const dialog = shopper.page.getByRole('dialog');
    await dialog.getByText('Direct bij elke nieuwe advertentie').click();
    await screenshot(shopper.page, 'saved-search-dialog-phone');
    await dialog.getByRole('button', { name: 'Bewaren' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const saved = (await (await shopper.page.request.get('/api/saved-searches')).json()) as { savedSearches: { frequency: string }[] };
    expect(saved.savedSearches).toEqual([expect.objectContaining({ frequency: 'instant', active: true })]);

    // Someone else's matching ad is approved: the alert comes within a minute.
    const title = `Kajak Pelican ${stamp}`;
    const seller = await newPage(browser, PHONE);
    await seller.page.request.post('/api/auth/demo-login', { headers: { origin: baseUrl() } });
    const ad = await postApprovedAd(seller.page, title, { description: 'Een stevige kajak met peddel, ophalen in Paramaribo.' });
    await seller.context.close();

    const alert = await mailContaining(email, title, 60_000);
    // The search named after its term ('"kajak"') is quoted once in the subject, not '""kajak""'.
    expect(mailSubject(email, title)).toBe('SuriMarkt: nieuwe advertentie voor "kajak"');
    const { text } = mailParts(alert);
    const adLink = /^Bekijk advertentie: (\S+)$/m.exec(text)![1];
    const unsubscribe = /^Geen meldingen meer voor deze zoekopdracht: (\S+)$/m.exec(text)![1];
    expect(new URL(adLink).pathname).toBe(`/ad/${ad.id}`);
    await shopper.page.goto(new URL(adLink).pathname);
    await shopper.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await screenshot(shopper.page, 'saved-search-alert-ad-phone');

    // The unsubscribe link in a browser that is not logged in.
    const stranger = await newPage(browser, PHONE);
    const link = new URL(unsubscribe);
    await stranger.page.goto(`${link.pathname}${link.search}`);
    // The page names the search that stopped.
    await stranger.page.getByText('Je ontvangt geen meldingen meer voor de zoekopdracht "kajak"').waitFor();
    await screenshot(stranger.page, 'saved-search-unsubscribed-phone');
    await stranger.context.close();

    // The saver's list shows the switch off, and says so.
    await shopper.page.goto('/profiel/zoekopdrachten');
    const toggle = shopper.page.getByRole('switch', { name: 'Meldingen uit: "kajak"' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await shopper.page.getByText('Meldingen uit', { exact: true }).waitFor();
    await screenshot(shopper.page, 'saved-search-off-phone');
    await shopper.context.close();
  });

  it("saves the newest ads' page as a daily digest of every new ad, never one mail per ad", async () => {
    const shopper = await newPage(browser, PHONE);
    await registerConfirmed(shopper.page, 'Ravi', 'Sital', `nieuwste.${stamp}@example.sr`);

    await shopper.page.goto('/nieuwste');
    await shopper.page.getByRole('button', { name: 'Bewaar deze zoekopdracht' }).click();
    const dialog = shopper.page.getByRole('dialog');
    await dialog.getByText('Alle nieuwe advertenties ontvang je één keer per dag: kies dagelijks').waitFor();
    expect(await dialog.getByRole('radio', { name: 'Direct bij elke nieuwe advertentie' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('radio', { name: 'Eén keer per dag (om 08:00)' }).isChecked()).toBe(true);
    await screenshot(shopper.page, 'saved-search-newest-dialog-phone');
    await dialog.getByRole('button', { name: 'Bewaren' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await shopper.page.goto('/profiel/zoekopdrachten');
    await shopper.page.getByText('Alle nieuwe advertenties').first().waitFor();
    const saved = (await (await shopper.page.request.get('/api/saved-searches')).json()) as { savedSearches: unknown[] };
    expect(saved.savedSearches).toEqual([expect.objectContaining({ name: 'Alle nieuwe advertenties', frequency: 'daily', active: true })]);
    await shopper.context.close();
  });

  it("saves the featured ads' page: every ad that gets featured, instant or daily", async () => {
    const shopper = await newPage(browser, PHONE);
    await registerConfirmed(shopper.page, 'Mala', 'Jagroep', `uitgelicht.${stamp}@example.sr`);
    await shopper.page.goto('/uitgelicht');
    await shopper.page.getByRole('button', { name: 'Bewaar deze zoekopdracht' }).click();
    const dialog = shopper.page.getByRole('dialog');
    expect(await dialog.getByRole('radio', { name: 'Direct bij elke nieuwe advertentie' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Bewaren' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await shopper.page.goto('/profiel/zoekopdrachten');
    const card = shopper.page.getByTestId('saved-search').filter({ hasText: 'Alle uitgelichte advertenties' });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Bekijk resultaten' }).getAttribute('href')).toBe('/uitgelicht');
    await shopper.context.close();
  });
});
