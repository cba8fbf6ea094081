// What Lighthouse does not measure on a guest's page: the first tap on something only the app does. The app loads
// with that tap (apps/web/src/main.tsx), so this times, on the mobile preset's slow 4G and 4x slower CPU, the tap on
// the header's menu button until the menu is open, the first time (nothing cached) and again on the next page (the
// app's files in the browser's cache, as for a returning visitor).
import { chromium } from 'playwright-core';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

async function tapToMenu(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  const started = Date.now();
  await page.getByRole('button', { name: 'Menu openen' }).tap();
  await page.getByRole('dialog').first().waitFor({ timeout: 30_000 });
  const ms = Date.now() - started;
  await page.close();
  return ms;
}

/** Rows for console.table: the route, the first tap cold and warm, in ms. */
export async function firstTaps(baseUrl, routes) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const rows = [];
    for (const [name, path] of routes) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'nl-NL' });
      const cold = await tapToMenu(context, `${baseUrl}${path}`);
      const warm = await tapToMenu(context, `${baseUrl}${path}`);
      rows.push({ route: `${name} ${path}`, 'first tap, nothing cached (ms)': cold, 'first tap, app cached (ms)': warm });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}
