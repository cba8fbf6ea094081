import { type INestMicroservice } from '@nestjs/common';
import {
  type AdInsights,
  ANALYTICS_REPORT_MESSAGES,
  type AnalyticsSummary,
  type HttpErrorBody,
  type UserActivity,
} from '@surimarkt/contracts';
import { bootstrapService, DEMO_USER } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { seedDemoUser } from '../../../accounts-service/src/users/seed-demo-user';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule as AnalyticsModule } from '../../../analytics-service/src/app.module';
import { AppModule as BillingModule } from '../../../billing-service/src/app.module';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// Events through the gateway onto JetStream, stored once each by the analytics-service (also when it was down), and
// the back-office's figures computed from exactly those events.
describe("gateway: analytics events, the back-office's figures and a seller's own", () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let analytics: INestMicroservice | undefined;
  let others: INestMicroservice[] = [];
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let token: string;

  const startAnalytics = async () => {
    analytics = await bootstrapService({ service: 'analytics', module: AnalyticsModule, natsUrl, logLevel: 'silent' });
  };
  const log = (body: unknown, ip = '190.98.1.1', cookie?: string, route: 'log' | 'batch' = 'log') =>
    fetch(`${gateway.url}/api/analytics/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, origin: gateway.url, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const admin = (path: string, withToken = true) =>
    fetch(`${gateway.url}/api/admin/analytics/${path}`, { headers: withToken ? { 'admin-token': token } : {} });
  const stored = async () => Number((await analytics!.get(DataSource).query(`SELECT count(*) AS n FROM analytics.activities`))[0].n);
  const until = async (read: () => Promise<number>, expected: number) => {
    for (let i = 0; i < 150; i++) {
      if ((await read()) >= expected) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 300));
    return read();
  };

  beforeAll(async () => {
    others = [
      await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent', afterMigrate: seedDemoUser }),
      await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' }),
      await bootstrapService({ service: 'billing', module: BillingModule, natsUrl, logLevel: 'silent' }),
    ];
    ads = await startAdsService({ seedDemo: false });
    await startAnalytics();
    gateway = await startTestGateway({ TRUST_PROXY: 'loopback', THROTTLE_ANALYTICS_LIMIT: '10000' });
    token = (
      (await (
        await fetch(`${gateway.url}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ password: 'admin' }),
        })
      ).json()) as { token: string }
    ).token;
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([analytics?.close(), ...others.map((s) => s.close()), ads?.stop()]);
  });

  it('keeps every event sent while the analytics-service is down, and stores each exactly once', async () => {
    await analytics!.close();
    analytics = undefined;
    const page = (i: number) => ({ actionType: 'page_view', actionData: { page: `/tijdens-onderhoud/${i}` } });
    // One at a time (the spec's call) and as the browser sends them, gathered in batches.
    for (let i = 0; i < 20; i++) expect((await log(page(i))).status).toBe(202);
    for (let i = 20; i < 40; i += 5) {
      const res = await log({ events: [0, 1, 2, 3, 4].map((k) => page(i + k)) }, '190.98.1.1', undefined, 'batch');
      expect([res.status, await res.json()]).toEqual([202, { ok: true, accepted: 5 }]);
    }
    await startAnalytics();
    expect(await until(stored, 40)).toBe(40);
    const pages: { page: string }[] = await analytics!
      .get(DataSource)
      .query(`SELECT action_data->>'page' AS page FROM analytics.activities`);
    expect(new Set(pages.map((p) => p.page)).size).toBe(40);
  });

  it('answers the back-office only with a live admin token, and only for the periods of the spec', async () => {
    expect((await admin('summary', false)).status).toBe(401);
    const wrong = await admin('summary?days=14');
    expect([wrong.status, ((await wrong.json()) as HttpErrorBody).errors]).toEqual([400, { days: ANALYTICS_REPORT_MESSAGES.daysInvalid }]);
    expect((await admin('bezoekers')).status).toBe(404);
  });

  it('computes every figure from the events the test logged', async () => {
    const demo = (
      await fetch(`${gateway.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
      })
    ).headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const [{ id: categoryId }] = await ads.app.get(DataSource).query(`SELECT id FROM ads.categories WHERE slug = 'elektronica'`);
    const before = await stored();
    const events: [unknown, string, string?][] = [
      [{ actionType: 'search', actionData: { query: 'Fiets' } }, '190.98.1.1'],
      [{ actionType: 'search', actionData: { query: 'fiets ' } }, '190.98.1.2'],
      [{ actionType: 'search', actionData: { query: 'koelkast' } }, '8.8.8.8'],
      [{ actionType: 'view_category', actionData: { category_id: categoryId, category_name: 'Elektronica' } }, '190.98.1.1'],
      [{ actionType: 'view_category', actionData: { category_id: 999999 } }, '190.98.1.1'],
      [{ actionType: 'view_ad', actionData: { ad_id: 5, ad_title: 'Gitaar' } }, '190.98.1.3', demo],
    ];
    for (const [body, ip, cookie] of events) expect((await log(body, ip, cookie)).status).toBe(202);
    expect(await until(stored, before + events.length)).toBe(before + events.length);

    const get = async <T>(path: string) => (await (await admin(path)).json()) as T;
    expect(await get('search-terms?days=7')).toEqual([
      { term: 'fiets', count: 2 },
      { term: 'koelkast', count: 1 },
    ]);
    expect(await get('countries')).toEqual([
      { country: 'SR', count: 45 },
      { country: 'US', count: 1 },
    ]);
    expect(await get('category-views')).toEqual([
      { category: 'Elektronica', count: 1 },
      { category: 'Onbekend', count: 1 },
    ]);
    expect(await get('action-types')).toEqual(
      expect.arrayContaining([
        { actionType: 'page_view', count: 40 },
        { actionType: 'search', count: 3 },
      ]),
    );
    const activity = await get<{ date: string; count: number }[]>('activity');
    expect(activity.reduce((sum, d) => sum + d.count, 0)).toBe(46);
    const daily = await get<{ date: string; count: number }[]>('daily-users');
    // Guests by shortened address (190.98.1.x is one, 8.8.8.x another), the logged-in demo user by account.
    expect(daily.reduce((sum, d) => sum + d.count, 0)).toBe(3);
    const recent = await get<UserActivity[]>('user-activities?limit=3');
    expect(recent.map((r) => [r.actionType, r.user])).toEqual([
      ['view_ad', { firstName: DEMO_USER.firstName, lastName: DEMO_USER.lastName }],
      ['view_category', null],
      ['view_category', null],
    ]);
    const summary = await get<AnalyticsSummary>('summary?days=7');
    expect(summary).toMatchObject({
      totalActivities: 46,
      searchTerms: 2,
      countries: 2,
      premiumConversions: 0,
      conversionRate: 0,
      registeredUsers: 1,
      estimatedRevenue: 0,
    });
    expect(await get('ads-by-status')).toEqual([]);
  });

  it("gives a seller the views, contact clicks, audience and searches of their own ads, and nothing of another's", async () => {
    const login = await fetch(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    });
    const demo = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const [{ id: categoryId }] = await ads.app.get(DataSource).query(`SELECT id FROM ads.categories WHERE slug = 'elektronica'`);
    const post = async (title: string) => {
      const res = await fetch(`${gateway.url}/api/ads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: gateway.url, cookie: demo },
        body: JSON.stringify({
          title,
          description: 'Werkt prima, met lader.',
          price: 15000,
          currency: 'SRD',
          categoryId,
          location: 'Wanica',
          phone: '+597 8123456',
          agreeToTerms: true,
          images: [],
        }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { ad: { id: number } }).ad.id;
    };
    const [phone, radio] = [await post('Telefoon Samsung A15'), await post('Radio Philips')];
    // Online, as ads people find are: a search term counts only when that search finds the ad.
    await ads.app.get(DataSource).query(`UPDATE ads.ads SET status = 'approved' WHERE id = ANY($1)`, [[phone, radio]]);
    const notMine = 999_999;
    const before = await stored();
    const events: [unknown, string, string?][] = [
      // A search term counts for an ad when the same visitor searched for it just before the view.
      [{ actionType: 'search', actionData: { query: 'samsung' } }, '190.98.2.1'],
      [{ actionType: 'search', actionData: { query: 'Samsung' } }, '190.98.2.2'],
      [{ actionType: 'view_ad', actionData: { ad_id: phone, search_query: 'Samsung ' } }, '190.98.2.1'],
      [{ actionType: 'view_ad', actionData: { ad_id: phone, search_query: 'samsung' } }, '190.98.2.2'],
      // A logged-in viewer brings the district of their profile (the demo user lives in Paramaribo).
      [{ actionType: 'view_ad', actionData: { ad_id: phone } }, '8.8.8.8', demo],
      [{ actionType: 'view_ad', actionData: { ad_id: radio } }, '190.98.2.3'],
      [{ actionType: 'contact_click', actionData: { ad_id: phone, contact_method: 'whatsapp' } }, '190.98.2.1'],
      [{ actionType: 'contact_click', actionData: { ad_id: phone, contact_method: 'phone' } }, '190.98.2.2'],
      [{ actionType: 'contact_click', actionData: { ad_id: phone, contact_method: 'whatsapp' } }, '190.98.2.4'],
      // A search made for real that does not find the ad is not one of its search terms.
      [{ actionType: 'search', actionData: { query: 'oplichter' } }, '190.98.2.6'],
      [{ actionType: 'view_ad', actionData: { ad_id: phone, search_query: 'oplichter' } }, '190.98.2.6'],
      [{ actionType: 'view_ad', actionData: { ad_id: notMine, search_query: 'geheim' } }, '190.98.2.5'],
      [{ actionType: 'contact_click', actionData: { ad_id: notMine, contact_method: 'email' } }, '190.98.2.5'],
      // A script sending the same view and click again and again, with a search it never made, adds nothing.
      ...Array.from({ length: 10 }, (): [unknown, string] => [
        { actionType: 'view_ad', actionData: { ad_id: phone, search_query: 'oplichter nep fraude' } },
        '190.98.2.9',
      ]),
      ...Array.from({ length: 10 }, (): [unknown, string] => [
        { actionType: 'contact_click', actionData: { ad_id: phone, contact_method: 'whatsapp' } },
        '190.98.2.9',
      ]),
    ];
    for (const [body, ip, cookie] of events) expect((await log(body, ip, cookie)).status).toBe(202);
    expect(await until(stored, before + events.length)).toBe(before + events.length);

    expect((await fetch(`${gateway.url}/api/business/insights`)).status).toBe(401);
    const bad = await fetch(`${gateway.url}/api/business/insights?days=3`, { headers: { cookie: demo } });
    expect(bad.status).toBe(400);
    const res = await fetch(`${gateway.url}/api/business/insights?days=7`, { headers: { cookie: demo } });
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    expect((await res.json()) as AdInsights).toEqual({
      days: 7,
      totals: { views: 6, contacts: 4 },
      perAd: [
        { adId: phone, views: 5, contacts: 4 },
        { adId: radio, views: 1, contacts: 0 },
      ],
      contactsByMethod: [
        { method: 'whatsapp', count: 3 },
        { method: 'phone', count: 1 },
      ],
      contactsByDay: [{ date: today, phone: 1, whatsapp: 3, email: 0 }],
      countries: [
        { country: 'SR', count: 5 },
        { country: 'US', count: 1 },
      ],
      districts: [{ district: 'Paramaribo', count: 1 }],
      searchTerms: [{ term: 'samsung', count: 2 }],
    });
  });
});
