import { type INestMicroservice } from '@nestjs/common';
import { type HttpErrorBody, RECENTLY_VIEWED_MESSAGES, type RecentlyViewedList } from '@surimarkt/contracts';
import { bootstrapService, DEMO_USER } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { seedDemoUser } from '../../../accounts-service/src/users/seed-demo-user';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// Recently viewed as a browser uses it: HTTP → gateway → NATS → the real accounts and ads services.
describe('gateway: recently viewed', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let accounts: INestMicroservice;
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let ds: DataSource;
  let demo: string;
  let ravi: string;
  let approved: number[];
  let pendingId: number;

  const login = async (email: string, password: string) => {
    const res = await fetch(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const call = (p: string, cookie: string | null, init: { method?: string; json?: unknown } = {}) =>
    fetch(`${gateway.url}/api${p}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers: {
        origin: gateway.url,
        ...(cookie ? { cookie } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  const history = async (cookie: string) => (await (await call('/user/recently-viewed', cookie)).json()) as RecentlyViewedList;
  const ids = (list: RecentlyViewedList) => list.items.map((i) => i.id);
  /** Views are recorded after the page is answered: wait until the history shows what is expected. */
  const eventually = async (cookie: string, done: (list: RecentlyViewedList) => boolean) => {
    for (let tries = 0; tries < 50; tries++) {
      const list = await history(cookie);
      if (done(list)) return list;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return history(cookie);
  };
  const view = async (cookie: string | null, id: number) => expect((await call(`/ads/${id}`, cookie)).status).toBe(200);

  beforeAll(async () => {
    accounts = await bootstrapService({
      service: 'accounts',
      module: AccountsModule,
      natsUrl,
      logLevel: 'silent',
      afterMigrate: seedDemoUser,
    });
    ads = await startAdsService({ seedDemo: false });
    gateway = await startTestGateway({ CACHE_TTL_MS: '0' });
    ds = ads.app.get(DataSource);
    const [{ id: categoryId }] = await ds.query(`SELECT id FROM ads.categories WHERE slug = 'elektronica'`);
    const rows: Array<{ id: number; status: string }> = await ds.query(
      `INSERT INTO ads.ads (user_id, title, description, price, currency, location, category_id, status)
       SELECT 'eigenaar', 'Telefoon ' || n, 'Goed', 1000 * n, 'SRD', 'Paramaribo', $1, CASE WHEN n = 13 THEN 'pending' ELSE 'approved' END
         FROM generate_series(1, 13) n ORDER BY n RETURNING id, status`,
      [categoryId],
    );
    approved = rows.filter((r) => r.status === 'approved').map((r) => r.id);
    pendingId = rows.find((r) => r.status === 'pending')!.id;
    demo = await login(DEMO_USER.email, DEMO_USER.password);
    await call('/auth/register', null, {
      json: { firstName: 'Ravi', lastName: 'Ramdin', email: 'ravi@example.sr', password: 'Geheim12!', confirmPassword: 'Geheim12!' },
    });
    ravi = await login('ravi@example.sr', 'Geheim12!');
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([accounts?.close(), ads?.stop()]);
  });

  it('asks a guest to log in on every route', async () => {
    for (const [p, method, json] of [
      ['', 'GET'],
      ['', 'POST', { adIds: [] }],
      ['', 'DELETE'],
      [`/${approved[0]}`, 'DELETE'],
    ] as const) {
      const res = await call(`/user/recently-viewed${p}`, null, { method, json });
      expect([method, p, res.status]).toEqual([method, p, 401]);
    }
  });

  it('records nothing for a guest, who still gets the page, nor without the session marker (so no session lookup)', async () => {
    await view(null, approved[0]);
    const withoutMarker = demo
      .split('; ')
      .filter((c) => !c.startsWith('sm_has_session='))
      .join('; ');
    expect(withoutMarker).toMatch(/^sm_session=/);
    await view(withoutMarker, approved[1]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await ds.query('SELECT count(*)::int AS n FROM ads.recently_viewed')).toEqual([{ n: 0 }]);
  });

  it('records a logged-in view with the ad, newest first, counting repeat views', async () => {
    await view(demo, approved[0]);
    await eventually(demo, (l) => l.total === 1);
    await view(demo, approved[1]);
    await eventually(demo, (l) => l.total === 2);
    await view(demo, approved[0]);
    const list = await eventually(demo, (l) => l.items[0]?.viewCount === 2);
    expect(ids(list)).toEqual([approved[0], approved[1]]);
    expect(list.items[0]).toMatchObject({
      title: 'Telefoon 1',
      price: 1000,
      currency: 'SRD',
      location: 'Paramaribo',
      images: [],
      status: 'approved',
      categoryName: 'Elektronica',
      viewCount: 2,
    });
    expect(Date.now() - Date.parse(list.items[0].viewedAt)).toBeLessThan(60_000);
    expect(list.items[1].viewCount).toBe(1);
  });

  it('keeps the newest 10 and records no unknown or unapproved ad', async () => {
    for (const id of approved.slice(2)) {
      await view(demo, id);
      await eventually(demo, (l) => l.items[0]?.id === id);
    }
    expect((await call(`/ads/${pendingId}`, demo)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const list = await history(demo);
    expect(list.total).toBe(10);
    expect(ids(list)).toEqual([...approved].reverse().slice(0, 10));
  });

  it("shows one user nothing of another's list", async () => {
    expect(await history(ravi)).toEqual({ items: [], total: 0 });
  });

  it("merges the browser's list below the server's entries, once each, ignoring unknown and unapproved ads", async () => {
    await view(ravi, approved[5]);
    await eventually(ravi, (l) => l.total === 1);
    const res = await call('/user/recently-viewed', ravi, {
      json: { adIds: [approved[2], approved[5], 999999, pendingId, approved[3], approved[2]] },
    });
    expect(res.status).toBe(200);
    const merged = (await res.json()) as RecentlyViewedList;
    expect(ids(merged)).toEqual([approved[5], approved[2], approved[3]]);
    expect(merged.items.map((i) => i.viewCount)).toEqual([1, 1, 1]);
    expect(ids(await history(ravi))).toEqual(ids(merged));
    expect(ids(await history(demo))).toHaveLength(10);
  });

  it('refuses a malformed list with a Dutch message', async () => {
    for (const adIds of [[0], [1.5], ['7'], Array.from({ length: 11 }, (_, i) => i + 1), 'alles']) {
      const res = await call('/user/recently-viewed', ravi, { json: { adIds } });
      expect([adIds, res.status]).toEqual([adIds, 400]);
      expect(((await res.json()) as HttpErrorBody).errors).toEqual({ adIds: RECENTLY_VIEWED_MESSAGES.adIdsInvalid });
    }
    expect((await call('/user/recently-viewed/abc', ravi, { method: 'DELETE' })).status).toBe(400);
  });

  it('removes one and clears the history, for that user only', async () => {
    const removed = await call(`/user/recently-viewed/${approved[2]}`, ravi, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(ids((await removed.json()) as RecentlyViewedList)).toEqual([approved[5], approved[3]]);
    const cleared = await call('/user/recently-viewed', ravi, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ items: [], total: 0 });
    expect(await history(ravi)).toEqual({ items: [], total: 0 });
    expect((await history(demo)).total).toBe(10);
  });

  it("forgets a deleted account's history", async () => {
    await view(ravi, approved[0]);
    await eventually(ravi, (l) => l.total === 1);
    expect((await call('/auth/delete-account', ravi, { json: { password: 'Geheim12!' } })).status).toBe(200);
    expect(await ds.query('SELECT count(DISTINCT user_id)::int AS n FROM ads.recently_viewed')).toEqual([{ n: 1 }]);
  });
});
