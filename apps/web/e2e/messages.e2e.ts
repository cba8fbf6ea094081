import { type Browser, type Page } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { postApprovedAd } from './support/ads';
import { linkFromMail } from './support/mailbox';

// Two people in two browsers: a buyer on a phone writes to a seller about an ad, the seller (at a laptop) sees the
// unread count appear in the header without reloading, answers, and the buyer's open conversation shows the answer
// as it is sent: live through the gateway's event stream. Then the seller sells the ad to that buyer and both review.
describe('messages', () => {
  let browser: Browser;
  const stamp = Date.now();
  const buyerEmail = `bram.${stamp}@example.sr`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets a buyer on a phone message a seller and see the answer arrive without reloading', async () => {
    const seller = await newPage(browser, DESKTOP);
    await seller.page.request.post('/api/auth/demo-login', { headers: { origin: baseUrl() } });
    const me = (await (await seller.page.request.get('/api/auth/user')).json()) as { user: { id: string } };
    // An ad of its own: it ends sold, which no other test's demo ad may be.
    const ad = await postApprovedAd(seller.page, `Bakfiets Gazelle ${stamp}`, { price: 350000 });

    const buyer = await newPage(browser, PHONE);
    const password = 'Geheim12!';
    const registered = await buyer.page.request.post('/api/auth/register', {
      headers: { origin: baseUrl() },
      data: { firstName: 'Bram', lastName: 'Doekhie', email: buyerEmail, password, confirmPassword: password },
    });
    expect(registered.status()).toBe(201);
    await buyer.page.goto(await linkFromMail(buyerEmail, '/email-verified'));
    await buyer.page.getByText('Je bent automatisch ingelogd.', { exact: false }).waitFor();

    // The seller's page is open before anything is sent: what follows must arrive on its own.
    await seller.page.goto('/profiel/berichten');
    const sellerBadge = seller.page.locator('header').getByRole('link', { name: /^Berichten/ });
    await sellerBadge.waitFor();

    await buyer.page.goto(`/ad/${ad.id}`);
    await buyer.page.getByRole('button', { name: 'Stuur bericht' }).click();
    await buyer.page.getByLabel('Je bericht').fill('Goedemiddag, is dit nog beschikbaar?');
    await screenshot(buyer.page, 'messages-ad-form-phone');
    await buyer.page.getByRole('button', { name: 'Verstuur' }).click();
    await buyer.page.getByText('Bericht verstuurd').waitFor();
    await buyer.page.getByRole('link', { name: 'Bekijk het gesprek' }).click();
    const buyerChat = buyer.page.getByRole('region', { name: /^Met / });
    await buyerChat.getByText('Goedemiddag, is dit nog beschikbaar?').waitFor();
    // A mark on this very page: a reload would lose it.
    await buyer.page.evaluate(() => Object.assign(window, { stayedOpen: true }));

    // No reload on the seller's side: the header counts the new message, the inbox lists it.
    await seller.page.locator('header').getByRole('link', { name: 'Berichten, 1 ongelezen' }).waitFor({ timeout: 15_000 });
    const item = seller.page.getByRole('list', { name: 'Berichten' }).getByRole('button', { name: new RegExp(ad.title) });
    await item.waitFor();
    await screenshot(seller.page, 'messages-inbox-desktop');
    await item.click();
    const sellerChat = seller.page.getByRole('region', { name: 'Met Bram D.' });
    await sellerChat.getByText('Goedemiddag, is dit nog beschikbaar?').waitFor();
    await seller.page.locator('header').getByRole('link', { name: 'Berichten', exact: true }).waitFor();
    await sellerChat.getByLabel('Je bericht').fill('Ja hoor, u kunt morgen komen kijken.');
    await sellerChat.getByRole('button', { name: 'Verstuur' }).click();
    await sellerChat.getByText('Ja hoor, u kunt morgen komen kijken.').waitFor();
    await screenshot(seller.page, 'messages-conversation-desktop');

    await buyerChat.getByText('Ja hoor, u kunt morgen komen kijken.').waitFor({ timeout: 15_000 });
    await screenshot(buyer.page, 'messages-conversation-phone');
    // The page never reloaded: the message came over the stream.
    expect(await buyer.page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen)).toBe(true);

    // The seller sells it to the buyer who wrote; the ad's page then says 'Verkocht'.
    await seller.page.goto('/profiel/mijn-advertenties');
    const card = seller.page.getByRole('article', { name: ad.title });
    await card.getByRole('combobox', { name: 'Verkoopstatus' }).click();
    await seller.page.getByTitle('Verkocht', { exact: true }).click();
    const sold = seller.page.locator('.ant-modal').filter({ hasText: 'Aan wie heb je verkocht?' });
    await sold.getByLabel(/Bram D\./).check();
    await screenshot(seller.page, 'sale-buyer-desktop');
    await sold.getByRole('button', { name: 'Markeer als verkocht' }).click();
    await seller.page.getByText('Advertentie is verkocht').first().waitFor();
    await buyer.page.goto(`/ad/${ad.id}`);
    await buyer.page.getByText('Deze advertentie is verkocht.', { exact: false }).waitFor();
    await screenshot(buyer.page, 'sale-sold-ad-phone');
    // A guest who follows the link from a WhatsApp group gets the page (not 'niet gevonden'), with its preview title.
    const guest = await fetch(`${baseUrl()}/ad/${ad.id}`);
    expect(guest.status).toBe(200);
    const guestHtml = await guest.text();
    expect(guestHtml).toContain(`<meta property="og:title" content="Bakfiets Gazelle ${stamp}`);
    expect(guestHtml).toContain('Deze advertentie is verkocht.');

    // Both review each other; the reviews show on the seller's page once both have written.
    await review(seller.page, 'Beoordeel koper Bram D.', 'Vlotte koper, kwam op tijd.');
    const sellerName = ((await (await buyer.page.request.get(`/api/users/${me.user.id}/profile`)).json()) as { displayName: string })
      .displayName;
    await review(buyer.page, `Beoordeel verkoper ${sellerName}`, 'Fiets precies zoals beschreven.');
    await buyer.page.goto(`/verkoper/${me.user.id}`);
    await buyer.page.getByText('Fiets precies zoals beschreven.').waitFor();
    await screenshot(buyer.page, 'seller-page-phone');
    const page = await buyer.page.content();
    expect(page).not.toContain('demo@surimarkt.sr');

    await seller.context.close();
    await buyer.context.close();
  });

  async function review(page: Page, title: string, text: string) {
    await page.goto('/profiel/beoordelingen');
    const card = page.getByRole('article', { name: title });
    await card.getByRole('radio').nth(3).click();
    await card.getByRole('textbox').fill(text);
    await screenshot(page, `review-form-${page.viewportSize()!.width < 600 ? 'phone' : 'desktop'}`);
    await card.getByRole('button', { name: 'Versturen' }).click();
    await page.getByText('Bedankt! Je beoordeling is opgeslagen').first().waitFor();
  }
});
