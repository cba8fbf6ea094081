// What Lighthouse does not measure on a guest's page: the first tap on something only the app does. The app loads
// with that tap (apps/web/src/main.tsx), so this times, on the mobile preset's slow 4G and 4x slower CPU, a tap a
// second after the page's load until its answer is on screen: the header's menu (antd's drawer, loaded on open) on
// every route, and on the ad page the seller's call link (the safety checklist). Each in a new browser context; the
// app's files may come from the service worker, which keeps them once the page has loaded, as for a real visitor.
import { chromium } from 'playwright-core';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

async function tapUntil(browser, url, tap) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'nl-NL' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  const started = Date.now();
  await tap(page).tap();
  await page.getByRole('dialog').first().waitFor({ timeout: 30_000 });
  const ms = Date.now() - started;
  await context.close();
  return ms;
}

/** Rows for console.table: per route, the tap on the menu; on the ad page also the call link. In ms. */
export async function firstTaps(baseUrl, routes) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const rows = [];
    for (const [name, path] of routes) {
      const menu = await tapUntil(browser, `${baseUrl}${path}`, (page) => page.getByRole('button', { name: 'Menu openen' }));
      const call = name === 'ad' ? await tapUntil(browser, `${baseUrl}${path}`, (page) => page.getByRole('link', { name: /Bellen/ })) : '';
      rows.push({ route: `${name} ${path}`, 'menu open (ms)': menu, 'call link: checklist shown (ms)': call });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
