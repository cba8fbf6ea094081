import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import { type Ad, type AdWriteResponse, type RecentlyViewedList } from '@surimarkt/contracts';
import { bootstrapService } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { insertAd } from '../../../ads-service/src/testing/insert-ad';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { registerPerson, type TestPerson } from '../testing/test-person';

// A server build that renders an ad page from the gateway's own API, as the web app's does, and counts its renders.
const ENTRY = `
let renders = 0;
let rateDown = false;
exports.renders = () => renders;
exports.rateDown = (down) => { rateDown = down; };
exports.render = async ({ url, apiOrigin, cookie, headers }) => {
  renders++;
  const id = /\\/ad\\/(\\d+)/.exec(url)[1];
  const ad = await (await fetch(apiOrigin + '/api/ads/' + id, { headers: { ...headers, ...(cookie ? { cookie } : {}) } })).json();
  const user = { status: 'fulfilled', endpointName: 'getCurrentUser', requestId: 'r1', data: null, fulfilledTimeStamp: 2 };
  const html = '<header>Inloggen</header><h1>' + ad.title + '</h1><p>' + ad.price + '</p>';
  const queries = { 'getCurrentUser(undefined)': user };
  if (rateDown) queries['getExchangeRate(undefined)'] = { status: 'rejected', endpointName: 'getExchangeRate', error: { status: 503 } };
  return { html, apiState: { queries } };
};
`;
const TEMPLATE =
  '<!doctype html><html lang="nl"><head><title>SuriMarkt</title>\n    <!--seo-->\n  </head>' +
  '<body><div id="root"><!--app--><header>statisch</header><!--/app--></div><script type="module" src="/a.js"></script></body></html>';

// Two gateway replicas in front of the real ads, accounts and moderation services: what one of them takes as a write,
// or what the ads-service announces, empties the other's kept page.
describe('ad pages kept until the ad changes', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let tmp: string;
  let ads: INestMicroservice;
  let accounts: INestMicroservice;
  let moderation: INestMicroservice;
  let front: TestGateway;
  let other: TestGateway;
  let owner: TestPerson;
  let visitor: TestPerson;
  let entry: { renders(): number; rateDown(down: boolean): void };
  let gatewayEnv: Record<string, string>;

  const page = (gateway: TestGateway, adId: number, agent: string, cookie?: string) =>
    fetch(`${gateway.url}/ad/${adId}`, { headers: { 'user-agent': agent, ...(cookie ? { cookie } : {}) } });
  const body = async (gateway: TestGateway, adId: number, agent = 'telefoon') => (await page(gateway, adId, agent)).text();
  const call = (gateway: TestGateway, method: string, p: string, json: unknown, cookie?: string, adminToken?: string) =>
    fetch(`${gateway.url}/api${p}`, {
      method,
      headers: {
        origin: gateway.url,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(adminToken ? { 'admin-token': adminToken } : {}),
      },
      body: JSON.stringify(json),
    });
  const newAd = (title: string) => insertAd(ads.get(DataSource), { title, userId: owner.id, price: 150000 });

  // Four services and two gateways: the setup takes more than the default 30 s on a loaded two-core machine.
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'ad-page-cache-'));
    await mkdir(path.join(tmp, 'web'));
    await mkdir(path.join(tmp, 'ssr'));
    await writeFile(path.join(tmp, 'web', 'index.html'), TEMPLATE);
    await writeFile(path.join(tmp, 'ssr', 'entry-server.cjs'), ENTRY);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the very module the gateways load
    entry = require(path.join(tmp, 'ssr', 'entry-server.cjs')) as typeof entry;
    process.env.SEED_DEMO = 'false';
    process.env.MAIL_DIR = path.join(tmp, 'mail');
    ({ app: ads } = await startAdsService({ seedDemo: false, uploadsDir: path.join(tmp, 'uploads') }));
    [accounts, moderation] = await Promise.all([
      bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent' }),
      bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' }),
    ]);
    // Rendered in the gateway's own thread, where this file counts the renders. A password's hash takes seconds on a
    // loaded machine: the registrations wait for it.
    gatewayEnv = {
      NATS_TIMEOUT_MS: '15000',
      WEB_DIST_DIR: path.join(tmp, 'web'),
      WEB_SSR_DIR: path.join(tmp, 'ssr'),
      CACHE_TTL_MS: '5000',
      SSR_THREADS: '0',
      PAGE_STORE: 'on',
      PAGES_DIR: path.join(tmp, 'pages'),
    };
    [front, other] = await Promise.all([startTestGateway(gatewayEnv), startTestGateway(gatewayEnv)]);
    owner = await registerPerson(other.url, accounts.get(DataSource), 'eigenaar@example.sr', 'Els');
    visitor = await registerPerson(other.url, accounts.get(DataSource), 'bezoeker@example.sr', 'Bas');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([front?.close(), other?.close()]);
    await Promise.all([ads?.close(), accounts?.close(), moderation?.close()]);
    await rm(tmp, { recursive: true, force: true });
  });

  it("renders a guest's ad page once, and again on every gateway once its owner edits it", async () => {
    const adId = await newAd('Koelkast Bosch');
    const first = await body(front, adId, 'telefoon 1');
    expect(first).toContain('<h1>Koelkast Bosch</h1><p>150000</p>');
    const renders = entry.renders();
    expect(await body(front, adId, 'telefoon 2')).toBe(first);
    expect(entry.renders()).toBe(renders);

    // The price alone: no review, the ad stays online. The edit goes through the other replica.
    const ad = (await (await fetch(`${other.url}/api/ads/${adId}`)).json()) as Ad;
    const { title, description, currency, location, categoryId } = ad;
    const edit = await call(
      other,
      'PATCH',
      `/ads/${adId}`,
      { title, description, price: 99000, currency, location, categoryId, phone: '+597 8123456' },
      owner.cookie,
    );
    expect(edit.status).toBe(200);
    await waitFor(async () => (await body(front, adId)).includes('<p>99000</p>'));
    // Rendered again at the write, by one of the gateways, and stored: from then on neither renders it for a visitor.
    await waitFor(async () => (await body(other, adId)).includes('<p>99000</p>'));
    await new Promise((resolve) => setTimeout(resolve, 5500));
    const settled = entry.renders();
    expect(settled).toBeGreaterThan(renders);
    expect(await body(front, adId, 'telefoon 3')).toContain('<p>99000</p>');
    expect(await body(other, adId, 'telefoon 4')).toContain('<p>99000</p>');
    expect(entry.renders()).toBe(settled);
  });

  it("renders an approved ad's page before anyone asks, and a gateway started afterwards serves it from the store", async () => {
    const { token } = (await (await call(other, 'POST', '/admin/login', { password: 'admin' })).json()) as { token: string };
    const posted = await call(
      other,
      'POST',
      '/ads',
      {
        title: 'Kast eikenhout',
        description: 'Mooie kast van massief eikenhout, ophalen in Wanica.',
        price: 80000,
        currency: 'SRD',
        categoryId: ((await (await fetch(`${other.url}/api/ads/${await newAd('Bank')}`)).json()) as Ad).categoryId,
        location: 'Wanica',
        phone: '+597 8123456',
        agreeToTerms: true,
        images: [],
      },
      owner.cookie,
    );
    const adId = ((await posted.json()) as AdWriteResponse).ad.id;
    // Waiting for review, the ad has no page: its render at the submission stores none.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = entry.renders();
    expect((await call(other, 'PATCH', `/ads/${adId}/status`, { status: 'approved' }, undefined, token)).status).toBe(200);
    // Nobody visits: the approval's event alone renders it.
    await waitFor(async () => entry.renders() > before);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rendered = entry.renders();
    expect(await body(front, adId)).toContain('<h1>Kast eikenhout</h1>');
    expect(await body(other, adId)).toContain('<h1>Kast eikenhout</h1>');
    expect(entry.renders()).toBe(rendered);
    const restarted = await startTestGateway(gatewayEnv);
    try {
      expect(await body(restarted, adId)).toContain('<h1>Kast eikenhout</h1>');
      expect(entry.renders()).toBe(rendered);
    } finally {
      await restarted.close();
    }
  });

  it('sends a page rendered while a read failed (a service down) to its visitor, and renders the next one afresh', async () => {
    const adId = await newAd('Wasmachine Samsung');
    entry.rateDown(true);
    const renders = entry.renders();
    await body(front, adId, 'telefoon 1');
    entry.rateDown(false);
    await body(front, adId, 'telefoon 2');
    expect(entry.renders()).toBe(renders + 2);
    // That one had every read answered: kept.
    await body(front, adId, 'telefoon 3');
    expect(entry.renders()).toBe(renders + 2);
  });

  it('takes an ad page out on every gateway once the back-office rejects the ad (the ads-service announces it)', async () => {
    const { token } = (await (await call(other, 'POST', '/admin/login', { password: 'admin' })).json()) as { token: string };
    const decide = (adId: number, decision: object) => call(other, 'PATCH', `/ads/${adId}/status`, decision, undefined, token);
    const posted = await call(
      other,
      'POST',
      '/ads',
      {
        title: 'Brommer Yamaha',
        description: 'Rijdt goed, nieuwe banden, ophalen in Paramaribo.',
        price: 250000,
        currency: 'SRD',
        categoryId: ((await (await fetch(`${other.url}/api/ads/${await newAd('Stoel')}`)).json()) as Ad).categoryId,
        location: 'Paramaribo',
        phone: '+597 8123456',
        agreeToTerms: true,
        images: [],
      },
      owner.cookie,
    );
    const adId = ((await posted.json()) as AdWriteResponse).ad.id;
    expect((await decide(adId, { status: 'approved' })).status).toBe(200);
    await waitFor(async () => (await page(front, adId, 'telefoon')).status === 200);
    expect((await decide(adId, { status: 'rejected', reason: 'Dubbel geplaatst' })).status).toBe(200);
    await waitFor(async () => (await page(front, adId, 'telefoon')).status === 404);
  });

  it('counts the view of every visitor of a kept page', async () => {
    const adId = await newAd('Tafel teak');
    const views = async () =>
      ((await (await fetch(`${front.url}/api/ads/${adId}`, { headers: { 'user-agent': 'lezer' } })).json()) as Ad).views;
    const before = await views();
    await body(front, adId, 'bezoeker 1');
    const renders = entry.renders();
    await body(front, adId, 'bezoeker 5');
    await body(front, adId, 'bezoeker 3');
    expect(entry.renders()).toBe(renders);
    // Each visitor's view is counted by the gateway (the render counts none); 'lezer' was counted before. The third is in
    // the first's browser group on this one address (three groups an address), so it adds none.
    await waitFor(async () => (await views()) === before + 2);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await views()).toBe(before + 2);
  });

  it('gives a visitor with a session the very bytes a guest gets, for their browser to fill in their header', async () => {
    const adId = await newAd('Fiets Gazelle');
    const guest = await body(front, adId);
    const renders = entry.renders();
    const res = await page(front, adId, 'telefoon', visitor.cookie);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    const html = await res.text();
    expect(entry.renders()).toBe(renders);
    expect(html).toBe(guest);
    // Nobody's user is in the page: every browser asks for its own once the page has hydrated.
    const state = JSON.parse(/id="sm-state">(.*?)<\/script>/.exec(html)![1]) as { queries: Record<string, { status: string }> };
    expect(state.queries['getCurrentUser(undefined)']).toMatchObject({ status: 'rejected' });
    // The ad is in their history, as when their browser reads it from the API.
    await waitFor(async () => {
      const history = await fetch(`${front.url}/api/user/recently-viewed`, { headers: { cookie: visitor.cookie } });
      return ((await history.json()) as RecentlyViewedList).items.some((item) => item.id === adId);
    });
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
