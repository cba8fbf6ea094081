import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const baseUrl = (): string => process.env.E2E_BASE_URL as string;
const screenshotDir = path.resolve(__dirname, '../screenshots');

export const PHONE = { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1366, height: 900 } };

/** Debian's Chromium, with the flags this closed network needs (no background connections). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** options.bypassCSP: for a test that injects a script of its own (axe), which the site's CSP rightly refuses. */
export async function newPage(
  browser: Browser,
  device: typeof PHONE | typeof DESKTOP = DESKTOP,
  options: { bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...device, baseURL: baseUrl(), locale: 'nl-NL', ...options });
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots are for people to look at (not committed): apps/web/e2e/screenshots/<name>.png */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
