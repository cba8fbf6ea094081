import { type Browser } from 'playwright-core';
import { postApprovedAd } from './support/ads';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { linkFromMail } from './support/mailbox';
import { deliverPush, newPushDevice, pushesTo, usePushDevice } from './support/push';

// Push notifications as a seller meets them: notifications turned on in Instellingen on a phone, a buyer in another
// browser writes about the ad, and the seller's phone shows it, titled with the ad. The product pushes to the tests'
// push service (it checks the VAPID signature and decrypts), which hands it to the phone's service worker.
describe('push notifications', () => {
  let browser: Browser;
  const stamp = Date.now();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('turns notifications on in Instellingen and shows the notification of a message sent from another browser', async () => {
    const device = await newPushDevice();
    const seller = await newPage(browser, PHONE);
    await usePushDevice(seller.context, device);
    await seller.page.request.post('/api/auth/demo-login', { headers: { origin: baseUrl() } });
    const ad = await postApprovedAd(seller.page, `Fiets Batavus ${stamp}`, { price: 120000 });

    await seller.page.goto('/profiel/instellingen');
    // The worker is ready before the page subscribes (the first visit installs it).
    await seller.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const card = seller.page.locator('.ant-card').filter({ hasText: 'Meldingen op je telefoon' });
    await card.getByRole('button', { name: 'Meldingen aanzetten op dit apparaat' }).click();
    await card.getByText('Dit apparaat krijgt meldingen.').waitFor();
    await card.getByRole('region', { name: 'Apparaten met meldingen' }).getByText('Dit apparaat').waitFor();
    await screenshot(seller.page, 'push-settings-phone');

    const buyer = await newPage(browser, DESKTOP);
    const buyerEmail = `bram.push.${stamp}@example.sr`;
    const password = 'Geheim12!';
    await buyer.page.request.post('/api/auth/register', {
      headers: { origin: baseUrl() },
      data: { firstName: 'Bram', lastName: 'Doekhie', email: buyerEmail, password, confirmPassword: password },
    });
    await buyer.page.goto(await linkFromMail(buyerEmail, '/email-verified'));
    await buyer.page.getByText('Je bent automatisch ingelogd.', { exact: false }).waitFor();
    await buyer.page.goto(`/ad/${ad.id}`);
    // Not at page load: the offer comes after the first message.
    expect(await buyer.page.getByRole('region', { name: 'Meteen weten wanneer er een antwoord is?' }).count()).toBe(0);
    await buyer.page.getByRole('button', { name: 'Stuur bericht' }).click();
    await buyer.page.getByLabel('Je bericht').fill('Is de fiets nog te koop?');
    const sentAt = Date.now();
    await buyer.page.getByRole('button', { name: 'Verstuur' }).click();
    await buyer.page.getByText('Bericht verstuurd').waitFor();
    await buyer.page.getByRole('region', { name: 'Meteen weten wanneer er een antwoord is?' }).waitFor();
    await screenshot(buyer.page, 'push-offer-desktop');

    const [push] = await pushesTo(device);
    expect(Date.now() - sentAt).toBeLessThan(10_000);
    expect(push.payload).toMatchObject({
      title: ad.title,
      body: 'Bram D.: Is de fiets nog te koop?',
      url: expect.stringMatching(/^\/profiel\/berichten\?gesprek=/),
    });
    expect(JSON.stringify(push.payload)).not.toContain(buyerEmail);

    const notifications = await deliverPush(seller.page, push.payload);
    expect(notifications).toEqual([
      { title: ad.title, body: 'Bram D.: Is de fiets nog te koop?', data: { url: (push.payload as { url: string }).url } },
    ]);
    // The open page heard of it too: the header counts the new message.
    await seller.page
      .locator('header')
      .getByRole('link', { name: /^Berichten, \d+ ongelezen/ })
      .waitFor({ timeout: 15_000 });
  });
});
