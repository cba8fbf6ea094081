import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  ADMIN_USER_MESSAGES,
  type AdminAdList,
  type AuditEntry,
  type Category,
  CATEGORY_ADMIN_MESSAGES,
  type BusinessCustomerList,
  type BusinessPackageList,
  type CategoryWithCount,
  type DatabaseStatus,
  FILTER_MESSAGES,
  type FilterDefinition,
  type SchemaStats,
  type SeoReport,
  slugFromName,
  type AdList,
  type Ad,
  type AdminUser,
  type AdWriteResponse,
  type HttpErrorBody,
} from '@surimarkt/contracts';
import { bootstrapService, DEMO_USER } from '@surimarkt/server';
import { readMailFiles, useTestDatabase } from '@surimarkt/server/testing';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { seedDemoUser } from '../../../accounts-service/src/users/seed-demo-user';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { AppModule as BillingModule } from '../../../billing-service/src/app.module';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// The back-office's ads and users sections over HTTP, against the real accounts, moderation and ads services.
describe("gateway: the back-office's ads and users", () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let services: INestMicroservice[] = [];
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let dir: string;
  let token: string;
  let demo: string;
  let categoryId: number;

  const call = (p: string, init: { method?: string; json?: unknown; cookie?: string; admin?: string | null } = {}) =>
    fetch(`${gateway.url}/api${p}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers: {
        origin: gateway.url,
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.admin === null ? {} : { 'admin-token': init.admin ?? token }),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  const login = async (email: string, password: string) => {
    const res = await call('/auth/login', { json: { email, password }, admin: null });
    return {
      status: res.status,
      body: (await res.json()) as HttpErrorBody,
      cookie: res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
  };
  const post = async (title: string, description = 'Netjes en compleet, ophalen in Paramaribo.') => {
    const res = await call('/ads', {
      cookie: demo,
      admin: null,
      json: {
        title,
        description,
        price: 5000,
        currency: 'EUR',
        categoryId,
        location: 'Paramaribo',
        phone: '+597 8123456',
        agreeToTerms: true,
        images: [],
      },
    });
    return ((await res.json()) as AdWriteResponse).ad.id;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'admin-board-'));
    process.env.MAIL_DIR = dir;
    services = [
      await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent', afterMigrate: seedDemoUser }),
      await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' }),
      await bootstrapService({ service: 'billing', module: BillingModule, natsUrl, logLevel: 'silent' }),
    ];
    ads = await startAdsService({ seedDemo: false });
    gateway = await startTestGateway({ CACHE_TTL_MS: '0' });
    token = ((await (await call('/admin/login', { json: { password: 'admin' }, admin: null })).json()) as { token: string }).token;
    demo = (await login(DEMO_USER.email, DEMO_USER.password)).cookie;
    const categories = (await (await call('/categories', { admin: null })).json()) as { id: number; slug: string }[];
    categoryId = categories.find((c) => c.slug === 'elektronica')!.id;
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([...services.map((s) => s.close()), ads?.stop()]);
    await rm(dir, { recursive: true, force: true });
  });

  it('shows the default password as the login hint outside production while no other is set', async () => {
    expect(await (await call('/admin/login-hint', { admin: null })).json()).toEqual({ defaultPassword: 'admin' });
  });

  it('answers 401 on every back-office call without a live admin token', async () => {
    const calls: [string, string][] = [
      ['GET', '/admin/ads'],
      ['GET', '/ads?admin=true&limit=100'],
      ['GET', '/admin/users/stats'],
      ['GET', '/admin/user-statistics'],
      ['GET', '/admin/notifications'],
      ['POST', '/admin/users'],
      ['PATCH', `/admin/users/${DEMO_USER.id}/status`],
      ['DELETE', '/admin/users/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/ads/1'],
      ['POST', '/cron/expired-ads'],
    ];
    for (const [method, p] of calls) {
      for (const admin of [null, 'a'.repeat(43)]) {
        const res = await call(p, { method, admin, ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }) });
        expect([method, p, res.status]).toEqual([method, p, 401]);
      }
    }
  });

  it("lists every ad, pending first, with the owner's e-mail and the banned words found; searches and filters", async () => {
    const first = await post('Laptop Dell', 'Snelle laptop');
    const flagged = await post('Horloge Rolex', 'Mooie namaak, betalen via western union');
    await call(`/ads/${first}/status`, { method: 'PATCH', json: { status: 'approved' } });
    let list: AdminAdList = { ads: [], total: 0 };
    for (let i = 0; i < 50 && !list.ads.find((a) => a.id === flagged)?.flaggedWords.length; i++) {
      list = (await (await call('/admin/ads')).json()) as AdminAdList;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(list.ads.map((a) => [a.id, a.status])).toEqual([
      [flagged, 'pending'],
      [first, 'approved'],
    ]);
    expect(list.ads[0]).toMatchObject({ userEmail: DEMO_USER.email, flaggedWords: ['namaak', 'western union'] });
    expect(list.total).toBe(2);
    const spec = (await (await call('/ads?admin=true&limit=100')).json()) as AdminAdList;
    expect(spec.ads.map((a) => a.id)).toEqual([flagged, first]);
    const found = (await (await call('/admin/ads?search=snelle')).json()) as AdminAdList;
    expect(found.ads.map((a) => a.id)).toEqual([first]);
    const approved = (await (await call('/admin/ads?status=approved')).json()) as AdminAdList;
    expect(approved.ads.map((a) => a.id)).toEqual([first]);
    expect((await call('/admin/ads?status=weg')).status).toBe(400);

    const removed = await call(`/ads/${flagged}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await call(`/ads/${flagged}`, { method: 'DELETE' })).status).toBe(404);
    expect(await (await call('/admin/notifications')).json()).toMatchObject({ totalAds: 1, pendingAds: 0, totalUsers: 1 });
  });

  it('reports what search engines find, and the packages with the business customers', async () => {
    expect((await call('/admin/seo', { admin: null })).status).toBe(401);
    const id = await post('Boormachine', 'Kort');
    await call(`/ads/${id}/status`, { method: 'PATCH', json: { status: 'approved' } });
    const seo = (await (await call('/admin/seo')).json()) as SeoReport;
    expect(seo).toMatchObject({ approvedAds: 2, withoutPhoto: 2, shortDescription: 2, missingMeta: 0, score: 0 });
    expect(seo.sitemapPages).toBe(1 + seo.categories + 2);
    expect(seo.toImprove[0]).toEqual({ id, title: 'Boormachine', reasons: ['photo', 'description'] });
    const packages = (await (await call('/admin/packages')).json()) as BusinessPackageList & BusinessCustomerList;
    expect(packages.packages.map((p) => [p.name, p.priceCents, p.maxAds])).toEqual([
      ['Basis', 1000, 5],
      ['Premium', 2000, 15],
      ['Pro', 3500, 50],
    ]);
    expect(packages).toMatchObject({ customers: [], activeSubscriptions: 0, monthlyRevenue: 0 });
    // The spec's own call for the subscription list (back-office spec 7).
    expect((await call('/admin/subscriptions', { admin: null })).status).toBe(401);
    expect(await (await call('/admin/subscriptions')).json()).toEqual({ subscriptions: [] });
  });

  it("answers the spec's settings call with the site as configured", async () => {
    expect((await call('/admin/settings', { admin: null })).status).toBe(401);
    const settings = await call('/admin/settings');
    expect(settings.status).toBe(200);
    expect(await settings.json()).toEqual({
      siteName: 'SuriMarkt',
      publicUrl: expect.any(String),
      email: { emailNotificationAds: true, emailNotificationUsers: true },
      payments: { provider: 'test' },
    });
  });

  it("defines category filters, asks the post form for the required ones and applies them to the category's list", async () => {
    const invalid = await call('/admin/filters', { json: { type: 'kleur' } });
    expect(((await invalid.json()) as HttpErrorBody).errors).toMatchObject({
      categorySlug: FILTER_MESSAGES.categoryRequired,
      field: FILTER_MESSAGES.fieldRequired,
      label: FILTER_MESSAGES.labelRequired,
      type: FILTER_MESSAGES.typeInvalid,
    });
    // An empty name is missing (the spec's message); a filled-in one that breaks the pattern is malformed.
    for (const [field, message] of [
      ['', FILTER_MESSAGES.fieldRequired],
      ['   ', FILTER_MESSAGES.fieldRequired],
      ['Merk!', FILTER_MESSAGES.fieldInvalid],
    ]) {
      const res = await call('/admin/filters', { json: { categorySlug: 'elektronica', field, label: 'Merk', type: 'text' } });
      expect([field, ((await res.json()) as HttpErrorBody).errors?.field]).toEqual([field, message]);
    }
    expect((await call('/admin/filters', { admin: null, json: {} })).status).toBe(401);
    const unknown = await call('/admin/filters', { json: { categorySlug: 'bestaat-niet', field: 'merk', label: 'Merk', type: 'text' } });
    expect(((await unknown.json()) as HttpErrorBody).message).toBe(FILTER_MESSAGES.categoryUnknown);
    const merk = await call('/admin/filters', {
      json: {
        categorySlug: 'elektronica',
        field: 'merk',
        label: 'Merk',
        type: 'select',
        options: 'Samsung, LG , ,Philips',
        required: true,
        sortOrder: 'eerst',
      },
    });
    expect(merk.status).toBe(201);
    const created = ((await merk.json()) as { filter: FilterDefinition }).filter;
    expect(created).toMatchObject({ options: ['Samsung', 'LG', 'Philips'], required: true, sortOrder: 0, isActive: true });
    expect(
      (await call('/admin/filters', { json: { categorySlug: 'elektronica', field: 'merk', label: 'Merk', type: 'text' } })).status,
    ).toBe(409);
    await call('/admin/filters', {
      json: { categorySlug: 'elektronica', field: 'inch', label: 'Schermgrootte', type: 'range', sortOrder: 1 },
    });
    const forPage = (await (await call('/filters?category=elektronica', { admin: null })).json()) as { filters: FilterDefinition[] };
    expect(forPage.filters.map((f) => f.field)).toEqual(['merk', 'inch']);

    const ad = (attributes?: Record<string, unknown>) =>
      call('/ads', {
        cookie: demo,
        admin: null,
        json: {
          title: 'Televisie',
          description: 'Groot scherm, weinig gebruikt.',
          price: 30000,
          currency: 'SRD',
          categoryId,
          location: 'Paramaribo',
          phone: '+597 8123456',
          agreeToTerms: true,
          images: [],
          ...(attributes ? { attributes } : {}),
        },
      });
    const missing = await ad();
    expect([missing.status, ((await missing.json()) as HttpErrorBody).errors]).toEqual([
      400,
      { 'attributes.merk': FILTER_MESSAGES.valueRequired('Merk') },
    ]);
    const wrong = await ad({ merk: 'Sony' });
    expect(((await wrong.json()) as HttpErrorBody).errors).toEqual({ 'attributes.merk': FILTER_MESSAGES.valueInvalid('Merk') });
    const samsung = ((await (await ad({ merk: 'Samsung', inch: '55', onbekend: 'weg' })).json()) as AdWriteResponse).ad.id;
    const lg = ((await (await ad({ merk: 'LG', inch: 32 })).json()) as AdWriteResponse).ad.id;
    for (const id of [samsung, lg]) await call(`/ads/${id}/status`, { method: 'PATCH', json: { status: 'approved' } });
    const find = async (attr: unknown) =>
      (
        (await (
          await call(`/ads?categoryId=${categoryId}&attr=${encodeURIComponent(JSON.stringify(attr))}`, { admin: null })
        ).json()) as AdList
      ).ads.map((a) => a.id);
    expect(((await (await call(`/ads/${samsung}`, { admin: null })).json()) as Ad).attributes).toEqual({ merk: 'Samsung', inch: 55 });
    expect(await find({ merk: 'Samsung' })).toEqual([samsung]);
    expect(await find({ inch: { min: 40 } })).toEqual([samsung]);
    expect(await find({ inch: { min: 20, max: 40 } })).toEqual([lg]);
    expect((await find({})).sort()).toEqual(expect.arrayContaining([samsung, lg]));

    for (const f of ((await (await call('/admin/filters')).json()) as { filters: FilterDefinition[] }).filters) {
      expect((await call(`/admin/filters/${f.id}`, { method: 'DELETE' })).status).toBe(200);
    }
    expect((await call(`/admin/filters/${created.id}`, { method: 'DELETE' })).status).toBe(404);
    for (const id of [samsung, lg]) await call(`/ads/${id}`, { method: 'DELETE' });
  });

  it('adds a user who sets a password from the mailed link, suspends and reactivates them, deletes them with their ads', async () => {
    const bad = await call('/admin/users', { json: { name: ' ', email: 'geen-adres' } });
    expect(((await bad.json()) as HttpErrorBody).errors).toEqual({
      name: ADMIN_USER_MESSAGES.nameRequired,
      email: ADMIN_USER_MESSAGES.emailInvalid,
    });
    const created = await call('/admin/users', { json: { name: 'Sita Ramdin Jr', email: 'Sita@Example.sr' } });
    expect(created.status).toBe(201);
    const { user } = (await created.json()) as { user: AdminUser };
    expect(user).toMatchObject({ firstName: 'Sita', lastName: 'Ramdin Jr', email: 'sita@example.sr', status: 'active' });
    expect((await call('/admin/users', { json: { name: 'Sita', email: 'sita@example.sr' } })).status).toBe(409);

    let mail: string | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = (await readMailFiles(dir)).find((m) => m.includes('To: sita@example.sr'));
      await new Promise((r) => setTimeout(r, 100));
    }
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!)![1];
    const reset = await call('/auth/reset-password', {
      admin: null,
      json: { token: resetToken, newPassword: 'Nieuw123!', confirmPassword: 'Nieuw123!' },
    });
    expect(reset.status).toBe(200);
    const sita = await login('sita@example.sr', 'Nieuw123!');
    expect(sita.status).toBe(200);

    const users = (await (await call('/admin/users/stats')).json()) as AdminUser[];
    expect(users.map((u) => [u.email, u.adCount])).toEqual([
      ['sita@example.sr', 0],
      [DEMO_USER.email, 2],
    ]);
    expect(await (await call('/admin/user-statistics')).json()).toEqual({
      totalUsers: 2,
      activeUsers: 2,
      suspendedUsers: 0,
      newUsersToday: 2,
    });

    const suspended = await call(`/admin/users/${user.id}/status`, { method: 'PATCH', json: { status: 'suspended' } });
    expect(((await suspended.json()) as { message: string }).message).toBe(ADMIN_USER_MESSAGES.suspended);
    // At once: the accounts-service tells the gateways' session caches before it answers.
    expect((await call('/auth/user', { cookie: sita.cookie, admin: null })).status).toBe(401);
    expect(await login('sita@example.sr', 'Nieuw123!')).toMatchObject({
      status: 403,
      body: { message: ACCOUNT_MESSAGES.accountSuspended },
    });
    expect((await call(`/admin/users/${user.id}/status`, { method: 'PATCH', json: { status: 'weg' } })).status).toBe(400);
    await call(`/admin/users/${user.id}/status`, { method: 'PATCH', json: { status: 'active' } });
    expect((await login('sita@example.sr', 'Nieuw123!')).status).toBe(200);

    const demoUser = users.find((u) => u.email === DEMO_USER.email)!;
    const deleted = await call(`/admin/users/${demoUser.id}`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ success: true, message: ADMIN_USER_MESSAGES.deleted });
    expect(((await (await call('/admin/ads')).json()) as AdminAdList).total).toBe(0);
    expect((await call(`/admin/users/${demoUser.id}`, { method: 'DELETE' })).status).toBe(404);
    // Whatever the path holds, a user that does not exist is not found (not a malformed request).
    for (const id of ['bestaat-niet', '123', '00000000-0000-4000-8000-000000000000']) {
      const res = await call(`/admin/users/${id}`, { method: 'DELETE' });
      expect([id, res.status, ((await res.json()) as HttpErrorBody).message]).toEqual([id, 404, ADMIN_USER_MESSAGES.notFound]);
    }
  });

  it('ends a back-office token at logout on every gateway at once', async () => {
    const other = await startTestGateway({ SESSION_CACHE_TTL_MS: '10000' });
    try {
      const { token: second } = (await (await call('/admin/login', { json: { password: 'admin' }, admin: null })).json()) as {
        token: string;
      };
      const there = () => fetch(`${other.url}/api/admin/notifications`, { headers: { 'admin-token': second } });
      expect((await there()).status).toBe(200);
      expect((await call('/admin/logout', { method: 'POST', json: {}, admin: second })).status).toBe(200);
      expect((await there()).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("adds main and subcategories with the spec's rules, renames them and deletes only an empty one", async () => {
    const guest = await call('/categories', { admin: null, json: { name: 'Boeken', slug: 'boeken' } });
    expect(guest.status).toBe(401);
    const invalid = await call('/categories', { json: { name: '  ', slug: '' } });
    expect(((await invalid.json()) as HttpErrorBody).errors).toEqual({
      name: CATEGORY_ADMIN_MESSAGES.nameRequired,
      slug: CATEGORY_ADMIN_MESSAGES.slugRequired,
    });
    const main = await call('/categories', {
      json: { name: 'Boeken & Tijdschriften', slug: slugFromName('Boeken & Tijdschriften'), icon: '📚' },
    });
    expect(main.status).toBe(201);
    const { category, message } = (await main.json()) as { category: Category; message: string };
    expect([message, category.slug, category.parentId]).toEqual([CATEGORY_ADMIN_MESSAGES.added, 'boeken-tijdschriften', null]);
    const taken = await call('/categories', { json: { name: 'Boeken', slug: 'boeken-tijdschriften' } });
    expect([taken.status, ((await taken.json()) as HttpErrorBody).message]).toEqual([409, CATEGORY_ADMIN_MESSAGES.slugTaken]);
    const sub = (await (
      await call('/categories', { json: { name: 'Tweedehands studieboeken', slug: 'tweedehands-studieboeken', parentId: category.id } })
    ).json()) as { category: Category; message: string };
    expect(sub).toMatchObject({ message: CATEGORY_ADMIN_MESSAGES.subAdded, category: { parentId: category.id } });
    expect((await call('/categories', { json: { name: 'Diep', slug: 'diep', parentId: sub.category.id } })).status).toBe(400);

    const publicList = (await (await call('/categories', { admin: null })).json()) as Category[];
    expect(publicList.map((c) => c.slug)).toEqual(expect.arrayContaining(['boeken-tijdschriften', 'tweedehands-studieboeken']));
    const renamed = await call(`/categories/${sub.category.id}`, {
      method: 'PATCH',
      json: { name: 'Schoolboeken', slug: 'tweedehands-schoolboeken' },
    });
    expect(((await renamed.json()) as { category: Category }).category).toMatchObject({
      name: 'Schoolboeken',
      slug: 'tweedehands-schoolboeken',
    });
    const withCounts = (await (await call('/admin/categories')).json()) as { categories: CategoryWithCount[] };
    expect(withCounts.categories.find((c) => c.slug === 'elektronica')?.adCount).toBeGreaterThanOrEqual(0);

    const notEmpty = await call(`/categories/${category.id}`, { method: 'DELETE' });
    expect([notEmpty.status, ((await notEmpty.json()) as HttpErrorBody).message]).toEqual([409, CATEGORY_ADMIN_MESSAGES.notEmpty]);
    expect((await call(`/categories/${sub.category.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/categories/${category.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/categories/${category.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it("shows each service's schema with its tables, rows and size, and runs pending migrations on demand", async () => {
    expect((await call('/admin/database/status', { admin: null })).status).toBe(401);
    const status = (await (await call('/admin/database/status')).json()) as DatabaseStatus;
    expect(status.database).toMatchObject({ host: '127.0.0.1:5432' });
    // The spec reads local.configured and supabase.configured (back-office spec 3).
    expect([status.local, status.supabase]).toEqual([{ configured: true }, { configured: false }]);
    const byService = new Map(status.services.map((s) => [s.service, s]));
    expect(byService.get('analytics')).toEqual({ service: 'analytics', status: 'down' });
    const adsSchema = byService.get('ads') as SchemaStats;
    expect(adsSchema.migrations.pending).toBe(0);
    expect(adsSchema.migrations.applied).toBeGreaterThan(5);
    expect(adsSchema.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['ads', 'categories', 'bids', 'drafts']));
    expect(adsSchema.tables.find((t) => t.name === 'categories')?.rows).toBeGreaterThan(10);
    const migrated = (await (await call('/admin/database/migrate', { method: 'POST' })).json()) as {
      results: { service: string; applied: number | null }[];
    };
    expect(migrated.results).toEqual(
      expect.arrayContaining([
        { service: 'ads', applied: 0 },
        { service: 'analytics', applied: null },
      ]),
    );
  });

  it('keeps an audit trail of every back-office action, with the session and what it touched, never a password', async () => {
    expect((await call('/admin/audit-log', { admin: null })).status).toBe(401);
    const { entries } = (await (await call('/admin/audit-log?limit=50')).json()) as { entries: AuditEntry[] };
    const session = createHash('sha256').update(token).digest('hex').slice(0, 12);
    const mine = entries.filter((e) => e.session === session).map((e) => [e.action, e.targetId]);
    expect(mine).toEqual(
      expect.arrayContaining([
        ['admin.login', null],
        ['ad.status', expect.any(String)],
        ['ad.delete', expect.any(String)],
        ['user.create', 'Sita@Example.sr'],
        ['user.status', expect.any(String)],
        ['user.delete', expect.any(String)],
      ]),
    );
    expect(entries[entries.length - 1].action).toBe('admin.login');
    expect(JSON.stringify(entries)).not.toContain(token);
  });
});
