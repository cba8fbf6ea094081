import { type Browser, type Page } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser';

const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's own words on the first one (for a contrast: both colours and the ratio). */
  first?: string;
}

/** axe-core's serious and critical findings on the page as it stands (WCAG 2.1 A and AA). */
async function seriousViolations(page: Page): Promise<Violation[]> {
  // Checked at rest, as a reader meets the page: no pointer over a menu, no fade or slide still running (axe would
  // measure a colour halfway through antd's entrance animations).
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5000 });
  await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    type Found = { id: string; impact: string; help: string; nodes: { target: string[]; html: string; failureSummary?: string }[] };
    return (violations as Found[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        first: `${v.nodes[0]?.html.slice(0, 160)}: ${v.nodes[0]?.failureSummary}`,
      }));
  });
}

/** Each page, opened and settled, with what axe found on it: all of them listed at once, so one run shows every fix. */
async function audit(page: Page, pages: string[], ready: (path: string) => Promise<void>): Promise<Record<string, Violation[]>> {
  const found: Record<string, Violation[]> = {};
  for (const path of pages) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await ready(path);
    const violations = await seriousViolations(page);
    if (!violations.length) continue;
    found[path] = violations;
    await screenshot(page, `a11y-${path.replace(/[^a-z0-9]+/gi, '-')}`);
  }
  return found;
}

// Everyone can use the site: no serious or critical axe-core violation on the pages a guest, a member, a business and
// the operator open, on a phone and on a laptop. Real pages of the built product in Chromium.
describe('accessibility', () => {
  let browser: Browser;
  let adPath: string;
  let sellerPath: string;
  let categoryPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { ads } = (await (await fetch(`${baseUrl()}/api/ads?limit=1`)).json()) as { ads: { id: number; sellerId: string }[] };
    adPath = `/ad/${ads[0].id}`;
    sellerPath = `/verkoper/${ads[0].sellerId}`;
    const categories = (await (await fetch(`${baseUrl()}/api/categories`)).json()) as { slug: string }[];
    categoryPath = `/categorie/${categories[0].slug}`;
  });
  afterAll(async () => {
    await browser?.close();
  });

  const settle = (page: Page) => async () => {
    await page.waitForTimeout(200);
  };

  // Every page on a phone; on a laptop, one of each layout (the same components, wider), to keep the suite's time.
  const publicPages = (device: typeof PHONE | typeof DESKTOP) =>
    device === PHONE
      ? [
          '/',
          '/nieuwste',
          '/zoeken?q=fiets',
          categoryPath,
          adPath,
          sellerPath,
          '/veilig-handelen',
          '/contact',
          '/zakelijk',
          '/auth',
          '/niet-bestaand',
        ]
      : ['/', '/zoeken?q=fiets', adPath, '/zakelijk', '/auth'];
  const memberPages = (device: typeof PHONE | typeof DESKTOP) =>
    device === PHONE
      ? [
          '/',
          adPath,
          '/profiel',
          '/profiel/mijn-advertenties',
          '/profiel/favorieten',
          '/profiel/berichten',
          '/profiel/instellingen',
          '/profiel/zoekopdrachten',
          '/profiel/verificatie',
          '/business/register',
        ]
      : ['/profiel', '/profiel/mijn-advertenties', '/profiel/berichten', '/business/register'];

  it.each([
    ['phone', PHONE],
    ['laptop', DESKTOP],
  ] as const)(
    'public pages for a guest on a %s',
    async (_name, device) => {
      const { context, page } = await newPage(browser, device, { bypassCSP: true });
      expect(await audit(page, publicPages(device), settle(page))).toEqual({});
      await context.close();
    },
    120_000,
  );

  it.each([
    ['phone', PHONE],
    ['laptop', DESKTOP],
  ] as const)(
    "a member's pages on a %s",
    async (_name, device) => {
      const { context, page } = await newPage(browser, device, { bypassCSP: true });
      await page.request.post('/api/auth/demo-login', { headers: { origin: baseUrl() } });
      const found = await audit(page, memberPages(device), settle(page));
      // The posting form, opened from the header as a member does.
      await page.goto('/', { waitUntil: 'networkidle' });
      // 'Plaatsen' on a phone, 'Plaats Advertentie' on a laptop.
      await page
        .locator('header')
        .getByRole('button', { name: /Plaats(en| Advertentie)/ })
        .click();
      await page.getByRole('dialog', { name: 'Plaats je Advertentie' }).waitFor();
      await page.waitForTimeout(400);
      const posting = await seriousViolations(page);
      if (posting.length) found['posting form'] = posting;
      expect(found).toEqual({});
      await context.close();
    },
    120_000,
  );

  it('the back-office on a laptop', async () => {
    const { context, page } = await newPage(browser, DESKTOP, { bypassCSP: true });
    await page.goto('/admin');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Wachtwoord').fill('admin');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).waitFor();
    const found: Record<string, Violation[]> = {};
    for (const section of ['Advertenties', 'Moderatie', 'Categorieën', 'Filters', 'Pakketten', 'SEO', 'Cronjobs', 'Database']) {
      const item = page.getByRole('menuitem', { name: section });
      if (!(await item.count())) {
        found[section] = [{ id: 'missing', impact: 'critical', help: 'menu item not found', targets: [] }];
        continue;
      }
      await item.click();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      const violations = await seriousViolations(page);
      if (!violations.length) continue;
      found[section] = violations;
      await screenshot(page, `a11y-admin-${section}`);
    }
    expect(found).toEqual({});
    await context.close();
  }, 120_000);
});
