import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import {
  type Ad,
  ADMIN_MESSAGES,
  AD_WRITE_MESSAGES as M,
  type AdList,
  type Bid,
  BID_MESSAGES,
  type BidList,
  type Draft,
  type DraftList,
  DRAFT_MESSAGES,
  type AdWriteResponse,
  type FavouriteList,
  type HttpErrorBody,
  type OwnAdList,
  type UploadImagesResponse,
} from '@surimarkt/contracts';
import { bootstrapService, DEMO_USER } from '@surimarkt/server';
import { readMailFiles, useTestDatabase } from '@surimarkt/server/testing';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { seedDemoUser } from '../../../accounts-service/src/users/seed-demo-user';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// Posting and owning ads as a browser does it: HTTP → gateway → NATS → the real accounts and ads services.
describe('gateway: posting and owning ads', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let accounts: INestMicroservice;
  let moderation: INestMicroservice;
  let ads: { app: INestMicroservice; stop: () => Promise<void> };
  let uploadsDir: string;
  const CRON_SECRET = 'cron-secret-of-the-posting-tests';
  let demo: string;
  let categoryId: number;
  let bunkopuId: number;

  const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
    sharp({ create: { width, height, channels: 3, background: '#2a7' } })
      .withExif({ IFD0: { Make: 'Telefoon', Copyright: 'GPS 5.85N 55.2W' } })
      .toFormat(format)
      .toBuffer();
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
  const call = (p: string, cookie: string | null, init: { method?: string; json?: unknown; body?: FormData } = {}) =>
    fetch(`${gateway.url}/api${p}`, {
      method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
      headers: {
        origin: gateway.url,
        ...(cookie ? { cookie } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
    });
  const upload = (cookie: string | null, files: Array<{ bytes: Buffer; name: string; type: string }>) => {
    const form = new FormData();
    for (const f of files) form.append('images', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
    return call('/upload-images', cookie, { body: form });
  };

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'gateway-posting-'));
    process.env.MAIL_DIR = path.join(uploadsDir, 'mail');
    accounts = await bootstrapService({
      service: 'accounts',
      module: AccountsModule,
      natsUrl,
      logLevel: 'silent',
      afterMigrate: seedDemoUser,
    });
    moderation = await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' });
    ads = await startAdsService({ seedDemo: false, uploadsDir });
    gateway = await startTestGateway({ UPLOADS_DIR: uploadsDir, CACHE_TTL_MS: '0', CRON_SECRET });
    demo = await login(DEMO_USER.email, DEMO_USER.password);
    const ds = ads.app.get(DataSource);
    [{ id: categoryId }] = await ds.query(`SELECT id FROM ads.categories WHERE slug = 'elektronica'`);
    [{ id: bunkopuId }] = await ds.query(`SELECT id FROM ads.categories WHERE slug = 'bunkopu-seri'`);
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([accounts?.close(), moderation?.close(), ads?.stop()]);
    await rm(uploadsDir, { recursive: true, force: true });
  });

  let urls: string[] = [];
  let approvedId: number;

  it('asks a guest to log in before uploading or posting', async () => {
    expect((await upload(null, [{ bytes: await photo(10, 10), name: 'a.jpg', type: 'image/jpeg' }])).status).toBe(401);
    expect((await call('/ads', null, { json: {} })).status).toBe(401);
    expect((await call('/ads/user', null)).status).toBe(401);
  });

  const fetchMeta = async (url: string) => {
    const res = await fetch(`${gateway.url}${url}`);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    return { ...(await sharp(bytes).metadata()), bytes: bytes.length, type: res.headers.get('content-type') };
  };

  it('stores each uploaded photo at every width of the ladder and as a card crop, all WebP, without EXIF data', async () => {
    const res = await upload(demo, [
      { bytes: await photo(2400, 1800), name: 'voorkant.jpg', type: 'image/jpeg' },
      { bytes: await photo(1500, 2000, 'png'), name: 'staand.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(201);
    ({ urls } = (await res.json()) as UploadImagesResponse);
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/^\/uploads\/ads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]+\.webp$/);
    const sizes = async (url: string) =>
      Promise.all(
        ['.webp', '-md.webp', '-w480.webp', '-w320.webp', '-sm.webp'].map(async (ending) => {
          const meta = await fetchMeta(url.replace('.webp', ending));
          expect(meta).toMatchObject({ format: 'webp', type: 'image/webp' });
          expect(meta.exif).toBeUndefined();
          return [meta.width, meta.height];
        }),
      );
    // Landscape: every rung is its width wide. Portrait: the narrow rungs (cards) keep their width, the wide ones
    // (the gallery) their height; the card crop is 4:3 either way.
    expect(await sizes(urls[0])).toEqual([
      [1600, 1200],
      [800, 600],
      [480, 360],
      [320, 240],
      [400, 300],
    ]);
    expect(await sizes(urls[1])).toEqual([
      [1200, 1600],
      [600, 800],
      [480, 640],
      [320, 427],
      [400, 300],
    ]);
  });

  it('makes the widths of an upload stored before they existed on their first request', async () => {
    const key = urls[0].slice('/uploads/'.length);
    for (const ending of ['-md.webp', '-w480.webp', '-w320.webp']) await rm(path.join(uploadsDir, key.replace('.webp', ending)));
    const narrow = `/uploads/${key.replace('.webp', '-w320.webp')}`;
    const [first, second] = await Promise.all([fetchMeta(narrow), fetchMeta(narrow)]);
    expect([first.width, second.width]).toEqual([320, 320]);
    // The other missing widths were made with it, from the same decoding of the detail photo.
    for (const ending of ['-md.webp', '-w480.webp']) expect(existsSync(path.join(uploadsDir, key.replace('.webp', ending)))).toBe(true);
    expect(await fetchMeta(`/uploads/${key.replace('.webp', '-md.webp')}`)).toMatchObject({ format: 'webp', width: 800, height: 600 });
    // Only a detail photo has variants: no copy of a copy for whoever adds a suffix again.
    expect((await fetch(`${gateway.url}/uploads/${key.replace('.webp', '-md-w320.webp')}`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/uploads/${key.replace('.webp', '-w480-md.webp')}`)).status).toBe(404);
    expect((await readdir(path.dirname(path.join(uploadsDir, key)))).filter((f) => f.endsWith('-w320.webp')).length).toBe(2);
    expect((await fetch(`${gateway.url}/uploads/ads/2026/01/nietbestaand-w480.webp`)).status).toBe(404);
  });

  it('refuses a file that is not an image whatever its name, too many files and too big a file, storing none', async () => {
    const before = (await readdir(uploadsDir, { recursive: true })).length;
    const fake = await upload(demo, [
      { bytes: await photo(100, 100), name: 'goed.jpg', type: 'image/jpeg' },
      { bytes: Buffer.from('<?php echo "hallo"; ?>'), name: 'foto.jpg', type: 'image/jpeg' },
    ]);
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as HttpErrorBody).message).toBe(M.invalidFiles);
    const six = await upload(
      demo,
      await Promise.all(Array.from({ length: 6 }, async (_, i) => ({ bytes: await photo(20, 20), name: `${i}.jpg`, type: 'image/jpeg' }))),
    );
    expect(six.status).toBe(400);
    expect(((await six.json()) as HttpErrorBody).message).toBe(M.tooManyPhotos);
    const big = await upload(demo, [{ bytes: Buffer.alloc(5 * 1024 * 1024 + 1), name: 'groot.jpg', type: 'image/jpeg' }]);
    expect(big.status).toBe(413);
    expect((await readdir(uploadsDir, { recursive: true })).length).toBe(before);
  });

  const valid = () => ({
    title: 'Samsung Galaxy A54',
    description: 'Zo goed als nieuw.\n- met lader\n- met hoesje',
    price: 350000,
    currency: 'SRD',
    categoryId,
    location: 'Paramaribo',
    phone: '+597 8123456',
    agreeToTerms: true,
    images: urls,
  });

  it('checks every rule of the form with its Dutch message, the Bunkopu caps too', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ' }, 'title', M.titleRequired],
      [{ title: 'x'.repeat(101) }, 'title', M.titleTooLong],
      [{ description: '' }, 'description', M.descriptionRequired],
      [{ price: -5 }, 'price', M.priceNegative],
      // Issue 35: plain Dutch that names what to type, never 'centen' or a bound the person did not break.
      [{ price: 12.5 }, 'price', 'Vul de prijs in als bedrag, bijvoorbeeld 12.500 of 12,50'],
      [{ price: 10_000_000_001 }, 'price', 'Die prijs is te hoog: het maximum is 100.000.000'],
      [{ currency: 'USD' }, 'currency', M.currencyInvalid],
      [{ location: 'Amsterdam' }, 'location', M.locationRequired],
      [{ phone: '' }, 'phone', M.phoneRequired],
      [{ phone: 'bel me' }, 'phone', M.phoneInvalid],
      [{ agreeToTerms: false }, 'agreeToTerms', M.termsRequired],
      [{ images: ['https://elders.example/foto.jpg'] }, 'images', M.imagesInvalid],
      // A narrower width of an upload is no photo of its own: the nightly cleanup would delete it under the ad.
      [{ images: [`/uploads/ads/2026/11/${'a'.repeat(22)}-w320.webp`] }, 'images', M.imagesInvalid],
      [{ categoryId: bunkopuId, price: 1500, currency: 'EUR' }, 'price', M.bunkopuMaxEur],
      [{ categoryId: bunkopuId, price: 40001, currency: 'SRD' }, 'price', M.bunkopuMaxSrd],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('/ads', demo, { json: { ...valid(), ...change } });
      expect([field, res.status]).toEqual([field, 400]);
      expect(((await res.json()) as HttpErrorBody).errors).toMatchObject({ [field]: message });
    }
    expect(await ads.app.get(DataSource).query('SELECT count(*)::int AS n FROM ads.ads')).toEqual([{ n: 0 }]);
  });

  it('posts the ad as pending, photos in order; the owner sees it, the public lists do not until approval', async () => {
    const res = await call('/ads', demo, { json: valid() });
    expect(res.status).toBe(201);
    const { ad, message } = (await res.json()) as AdWriteResponse;
    expect(message).toBe(M.posted);
    expect(ad).toMatchObject({ title: 'Samsung Galaxy A54', status: 'pending', price: 350000, images: urls, category: 'Elektronica' });
    const own = (await (await call('/ads/user', demo)).json()) as OwnAdList;
    expect(own.ads.map((a) => [a.id, a.status])).toEqual([[ad.id, 'pending']]);
    const list = (await (await fetch(`${gateway.url}/api/ads?limit=50`)).json()) as AdList;
    expect(list.ads.map((a) => a.id)).not.toContain(ad.id);
    // Its owner opens it from Mijn advertenties and sees its state; a guest (asking first, so a 404 is in the gateway's
    // memory) and another user get 404.
    expect((await call(`/ads/${ad.id}`, null)).status).toBe(404);
    const opened = await call(`/ads/${ad.id}`, demo);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ id: ad.id, status: 'pending', title: 'Samsung Galaxy A54', views: 0 });
    expect((await call(`/ads/${ad.id}`, null)).status).toBe(404);
  });

  it('lets only a user with a confirmed e-mail post, and only the owner delete', async () => {
    await call('/auth/register', null, {
      json: { firstName: 'Ravi', lastName: 'Ramdin', email: 'ravi@example.sr', password: 'Geheim12!', confirmPassword: 'Geheim12!' },
    });
    const ravi = await login('ravi@example.sr', 'Geheim12!');
    const refused = await call('/ads', ravi, { json: valid() });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as HttpErrorBody).message).toBe(M.emailNotVerified);
    expect(((await (await call('/ads/user', ravi)).json()) as OwnAdList).ads).toEqual([]);

    const [{ id }] = await ads.app.get(DataSource).query('SELECT id FROM ads.ads');
    const other = await call(`/ads/${id}`, ravi, { method: 'DELETE' });
    expect(other.status).toBe(403);
    expect(((await other.json()) as HttpErrorBody).message).toBe(M.notOwner);
    const mine = await call(`/ads/${id}`, demo, { method: 'DELETE' });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({ success: true, message: M.deleted });
    expect((await call(`/ads/${id}`, demo, { method: 'DELETE' })).status).toBe(404);
  });

  describe('approval by the back-office', () => {
    let token: string;
    const admin = (p: string, init: { method?: string; json?: unknown } = {}, adminToken: string | null = token) =>
      fetch(`${gateway.url}/api${p}`, {
        method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
        headers: { 'content-type': 'application/json', ...(adminToken ? { 'admin-token': adminToken } : {}) },
        body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      });

    it('logs the operator in with the password checked on the server, never with a default token', async () => {
      const wrong = await admin('/admin/login', { json: { password: 'raden' } }, null);
      expect(wrong.status).toBe(401);
      expect(((await wrong.json()) as HttpErrorBody).message).toBe(ADMIN_MESSAGES.wrongPassword);
      const right = await admin('/admin/login', { json: { password: 'admin' } }, null);
      expect(right.status).toBe(200);
      ({ token } = (await right.json()) as { token: string });
      for (const t of [null, 'admin', 'x'.repeat(43)]) expect((await admin('/admin/blacklist', {}, t)).status).toBe(401);
      expect((await admin('/admin/blacklist')).status).toBe(200);
      const link = { action: 'approve', id: 1, sig: `${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}` };
      expect((await admin('/admin/email-action', { json: link }, null)).status).toBe(401);
      const forged = await admin('/admin/email-action', { json: link });
      expect([forged.status, ((await forged.json()) as HttpErrorBody).message]).toEqual([400, ADMIN_MESSAGES.linkInvalid]);
      expect(await (await admin('/admin/email-settings')).json()).toEqual({ emailNotificationAds: true, emailNotificationUsers: true });
    });

    it('rejects with a reason the owner sees, and approves into search at once (typos found too)', async () => {
      const posted = (await (
        await call('/ads', demo, { json: { ...valid(), title: 'Grasmaaier Husqvarna', description: 'Benzine grasmaaier, startklaar.' } })
      ).json()) as AdWriteResponse;
      const id = posted.ad.id;
      expect((await admin(`/ads/${id}/status`, { method: 'PATCH', json: { status: 'approved' } }, null)).status).toBe(401);
      const noReason = await admin(`/ads/${id}/status`, { method: 'PATCH', json: { status: 'rejected', reason: '   ' } });
      expect(noReason.status).toBe(400);
      expect(((await noReason.json()) as HttpErrorBody).errors).toEqual({ reason: ADMIN_MESSAGES.reasonRequired });
      expect((await admin(`/ads/${id}/status`, { method: 'PATCH', json: { status: 'rejected', reason: 'Foto ontbreekt' } })).status).toBe(
        200,
      );
      const own = (await (await call('/ads/user', demo)).json()) as OwnAdList;
      expect(own.ads.find((a) => a.id === id)).toMatchObject({ status: 'rejected', rejectionReason: 'Foto ontbreekt' });
      expect(await (await call(`/ads/${id}`, demo)).json()).toMatchObject({ status: 'rejected', rejectionReason: 'Foto ontbreekt' });
      const ravi = await login('ravi@example.sr', 'Geheim12!');
      expect((await call(`/ads/${id}`, ravi)).status).toBe(404);

      const approved = await admin(`/ads/${id}/status`, { method: 'PATCH', json: { status: 'approved' } });
      expect(approved.status).toBe(200);
      for (const term of ['grasmaaier', 'husqvarna', 'grasmaijer']) {
        const found = (await (await fetch(`${gateway.url}/api/ads?search=${term}`)).json()) as AdList;
        expect([term, found.ads.map((a) => a.id)]).toEqual([term, [id]]);
      }
      expect((await fetch(`${gateway.url}/api/ads/${id}`)).status).toBe(200);
      approvedId = id;
      expect((await call('/user/statistics', null)).status).toBe(401);
      // Views are written a second at a time: the owner's figures show this one within seconds.
      let statistics: unknown;
      for (let tries = 0; tries < 30; tries++, await new Promise((resolve) => setTimeout(resolve, 100))) {
        statistics = await (await call('/user/statistics', demo)).json();
        if ((statistics as { totalViews: number }).totalViews > 0) break;
      }
      expect(statistics).toEqual({
        totalAds: 1,
        activeAds: 1,
        pendingAds: 0,
        rejectedAds: 0,
        expiredAds: 0,
        totalViews: 1,
        averageRating: null,
      });
    });
  });

  describe('views', () => {
    it('counts a visitor once a day, however often they read the ad', async () => {
      const read = async (agent: string) =>
        ((await (await fetch(`${gateway.url}/api/ads/${approvedId}`, { headers: { 'user-agent': agent } })).json()) as Ad).views;
      const before = await read('Telefoon A');
      const counts = await Promise.all(Array.from({ length: 50 }, () => read('Telefoon A')));
      expect(new Set(counts)).toEqual(new Set([before]));
      // Another phone behind the same address is another visitor (of the three browser groups an address has, 'Telefoon C'
      // is in neither 'Telefoon A''s nor that of the earlier reads' default browser name).
      expect(await read('Telefoon C')).toBe(before + 1);
      await new Promise((r) => setTimeout(r, 1500)); // written a second at a time
      const [{ views }] = await ads.app.get(DataSource).query(`SELECT views::int FROM ads.ad_views WHERE ad_id = $1`, [approvedId]);
      expect(views).toBe(before + 1);
    });
  });

  describe('favourites', () => {
    it("keeps each user's hearts to themselves, for approved ads only", async () => {
      expect((await call('/favorites', null)).status).toBe(401);
      const ravi = await login('ravi@example.sr', 'Geheim12!');
      expect(await (await call(`/favorites/${approvedId}`, ravi)).json()).toEqual({ isFavorite: false });
      const added = await call('/favorites', ravi, { json: { adId: approvedId } });
      expect(added.status).toBe(201);
      expect((await call('/favorites', ravi, { json: { adId: approvedId } })).status).toBe(201); // twice is fine
      expect(await (await call(`/favorites/${approvedId}`, ravi)).json()).toEqual({ isFavorite: true });
      expect(await (await call('/favorites/ids', ravi)).json()).toEqual({ adIds: [approvedId] });
      expect(await (await call('/favorites/ids', demo)).json()).toEqual({ adIds: [] });
      expect((await call('/favorites/ids', null)).status).toBe(401);
      const list = (await (await call('/favorites', ravi)).json()) as FavouriteList;
      expect(list.ads.map((a) => [a.id, typeof a.favoriteAddedAt])).toEqual([[approvedId, 'string']]);
      // The profile's tab asks /user/favorites (accounts spec 7): the same list.
      expect(await (await call('/user/favorites', ravi)).json()).toEqual(list);
      expect((await call('/user/favorites', null)).status).toBe(401);
      expect(((await (await call('/favorites', demo)).json()) as FavouriteList).ads).toEqual([]);
      const pending = (await (await call('/ads', demo, { json: valid() })).json()) as AdWriteResponse;
      expect((await call('/favorites', ravi, { json: { adId: pending.ad.id } })).status).toBe(404);
      expect((await call('/favorites/0x1', ravi)).status).toBe(400);
      expect(await (await call(`/favorites/${approvedId}`, ravi, { method: 'DELETE' })).json()).toEqual({ isFavorite: false });
      expect(((await (await call('/favorites', ravi)).json()) as FavouriteList).ads).toEqual([]);
      expect(await (await call('/favorites/ids', ravi)).json()).toEqual({ adIds: [] });
    });
  });

  describe('editing', () => {
    it('keeps an approved ad online for a new price, sends it back to review for a new title, and only for its owner', async () => {
      const edit = (cookie: string | null, change: Record<string, unknown>) =>
        call(`/ads/${approvedId}`, cookie, {
          method: 'PATCH',
          json: {
            title: 'Grasmaaier Husqvarna',
            description: 'Benzine grasmaaier, startklaar.',
            price: 300000,
            currency: 'SRD',
            location: 'Paramaribo',
            categoryId,
            subcategoryId: null,
            phone: '+597 8123456',
            ...change,
          },
        });
      const ravi = await login('ravi@example.sr', 'Geheim12!');
      expect((await edit(null, {})).status).toBe(401);
      const other = await edit(ravi, {});
      expect(other.status).toBe(403);
      const noPrice = await edit(demo, { price: null });
      expect(((await noPrice.json()) as HttpErrorBody).errors).toMatchObject({ price: M.editPriceRequired });
      const long = await edit(demo, { title: 'x'.repeat(101) });
      expect(((await long.json()) as HttpErrorBody).errors).toMatchObject({ title: M.editTitleTooLong });

      const cheaper = (await (await edit(demo, { price: 250000 })).json()) as AdWriteResponse;
      expect(cheaper).toMatchObject({ message: M.updated, ad: { status: 'approved', price: 250000 } });
      // Photos taken away or put in another order need no review either.
      const fewerPhotos = urls.slice(1).reverse();
      const fewer = (await (await edit(demo, { price: 250000, images: fewerPhotos })).json()) as AdWriteResponse;
      expect(fewer).toMatchObject({ message: M.updated, ad: { status: 'approved', images: fewerPhotos } });
      // Ravi keeps it among his hearts and viewed it: those lists show what was approved, never the edit under review.
      await call('/favorites', ravi, { json: { adId: approvedId } });
      await ads.app
        .get(DataSource)
        .query(`INSERT INTO ads.recently_viewed (user_id, ad_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
          ((await (await call('/auth/user', ravi)).json()) as { user: { id: string } }).user.id,
          approvedId,
        ]);
      const renamed = (await (
        await edit(demo, { title: 'ONBEOORDEELD: bel 0900-OPLICHTER', description: 'Bel 0900-OPLICHTER', price: 250000 })
      ).json()) as AdWriteResponse;
      expect(renamed).toMatchObject({
        message: M.updatedBackToReview,
        ad: { status: 'pending', title: 'ONBEOORDEELD: bel 0900-OPLICHTER' },
      });
      // A buyer who follows the alert still finds the ad, as it was approved (at its new price); its owner reads the edit.
      const shown = await fetch(`${gateway.url}/api/ads/${approvedId}`);
      expect(shown.status).toBe(200);
      expect(await shown.json()).toMatchObject({
        title: 'Grasmaaier Husqvarna',
        description: 'Benzine grasmaaier, startklaar.',
        images: fewerPhotos,
        price: 250000,
        status: 'approved',
      });
      expect(await (await call(`/ads/${approvedId}`, demo)).json()).toMatchObject({
        status: 'pending',
        title: 'ONBEOORDEELD: bel 0900-OPLICHTER',
      });
      const hearts = JSON.stringify(await (await call('/favorites', ravi)).json());
      const viewed = JSON.stringify(await (await call('/user/recently-viewed', ravi)).json());
      for (const list of [hearts, viewed]) {
        expect(list).toContain('Grasmaaier Husqvarna');
        expect(list).not.toContain('OPLICHTER');
      }
      await call(`/favorites/${approvedId}`, ravi, { method: 'DELETE' });
    });
  });
  describe("expiry, renewal and the owner's mails", () => {
    it('takes an ad offline after 30 days through the cron call, lets only its owner renew it, mails the owner each change', async () => {
      const adminToken = (
        (await (
          await fetch(`${gateway.url}/api/admin/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ password: 'admin' }),
          })
        ).json()) as { token: string }
      ).token;
      const cron = (job: string, headers: Record<string, string>) => fetch(`${gateway.url}/api/cron/${job}`, { method: 'POST', headers });
      const posted = (await (await call('/ads', demo, { json: { ...valid(), title: 'Boormachine Bosch' } })).json()) as AdWriteResponse;
      const id = posted.ad.id;
      await fetch(`${gateway.url}/api/ads/${id}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'admin-token': adminToken },
        body: JSON.stringify({ status: 'approved' }),
      });

      expect((await cron('expired-ads', {})).status).toBe(401);
      expect((await cron('expired-ads', { authorization: 'Bearer not-the-cron-secret-at-all' })).status).toBe(401);
      expect((await cron('opruimen', { 'admin-token': adminToken })).status).toBe(404);
      await ads.app.get(DataSource).query(`UPDATE "ads"."ads" SET "expires_at" = now() - interval '1 minute' WHERE "id" = $1`, [id]);
      const ran = await cron('expired-ads', { authorization: `Bearer ${CRON_SECRET}` });
      expect(await ran.json()).toMatchObject({
        success: true,
        job: 'expired-ads',
        result: { expiredAds: 1, expiredBids: 0 },
        run: { startedBy: 'scheduler', ok: true },
      });
      expect((await fetch(`${gateway.url}/api/ads/${id}`)).status).toBe(404);
      expect(((await (await call('/ads/user', demo)).json()) as OwnAdList).ads.find((a) => a.id === id)?.status).toBe('expired');

      const ravi = await login('ravi@example.sr', 'Geheim12!');
      expect((await call(`/ads/${id}/renew`, null, { method: 'POST' })).status).toBe(401);
      expect((await call(`/ads/${id}/renew`, ravi, { method: 'POST' })).status).toBe(403);
      const renewed = await call(`/ads/${id}/renew`, demo, { method: 'POST' });
      const body = (await renewed.json()) as AdWriteResponse;
      expect(body).toMatchObject({ message: M.renewed, ad: { status: 'approved' } });
      expect(new Date(body.ad.expiresAt!).getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
      expect((await fetch(`${gateway.url}/api/ads/${id}`)).status).toBe(200);
      const again = await call(`/ads/${id}/renew`, demo, { method: 'POST' });
      expect([again.status, ((await again.json()) as HttpErrorBody).message]).toEqual([409, M.renewNotExpired]);

      const ownerMails = async () =>
        (await readMailFiles(path.join(uploadsDir, 'mail'))).filter((m) => m.includes(`To: ${DEMO_USER.email}`));
      const deadline = Date.now() + 10000;
      let found = await ownerMails();
      while (!found.some((m) => m.includes('verlopen') && m.includes('Boormachine Bosch')) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        found = await ownerMails();
      }
      expect(found.some((m) => m.includes('Subject: SuriMarkt: Je advertentie is goedgekeurd') && m.includes('"Boormachine Bosch"'))).toBe(
        true,
      );
      expect(found.some((m) => m.includes('Je advertentie is afgewezen') && m.includes('Reden: Foto ontbreekt'))).toBe(true);
      expect(found.some((m) => m.includes('Je advertentie is verlopen') && m.includes('"Boormachine Bosch"'))).toBe(true);
    });
  });

  describe('drafts', () => {
    it("keeps each user's drafts to themselves: save, update, list newest first, delete, at most 20 and small", async () => {
      const draft = (change: Record<string, unknown> = {}) => ({
        title: 'Half af',
        description: '',
        price: null,
        currency: 'SRD',
        location: '',
        formData: { categoryId },
        ...change,
      });
      expect((await call('/drafts', null)).status).toBe(401);
      expect((await call('/drafts', null, { json: draft() })).status).toBe(401);
      const saved = await call('/drafts', demo, { json: draft() });
      expect(saved.status).toBe(201);
      const { draft: first, message } = (await saved.json()) as { draft: Draft; message: string };
      expect([message, first.title, first.formData]).toEqual([DRAFT_MESSAGES.saved, 'Half af', { categoryId }]);
      const second = ((await (await call('/drafts', demo, { json: draft({ title: 'Tweede' }) })).json()) as { draft: Draft }).draft;
      const updated = (
        (await (await call('/drafts', demo, { json: draft({ id: first.id, title: 'Bijna klaar', price: 12500 }) })).json()) as {
          draft: Draft;
        }
      ).draft;
      expect(updated).toMatchObject({ id: first.id, title: 'Bijna klaar', price: 12500 });
      const list = (await (await call('/drafts', demo)).json()) as DraftList;
      expect(list.drafts.map((d) => d.id)).toEqual([first.id, second.id]);

      const ravi = await login('ravi@example.sr', 'Geheim12!');
      expect(((await (await call('/drafts', ravi)).json()) as DraftList).drafts).toEqual([]);
      expect((await call('/drafts', ravi, { json: draft({ id: first.id }) })).status).toBe(403);
      expect((await call(`/drafts/${first.id}`, ravi, { method: 'DELETE' })).status).toBe(403);

      const big = await call('/drafts', demo, { json: draft({ formData: { notes: 'x'.repeat(25_000) } }) });
      expect([big.status, ((await big.json()) as HttpErrorBody).errors]).toEqual([400, { formData: DRAFT_MESSAGES.tooLarge }]);
      for (let i = 0; i < 18; i++) expect((await call('/drafts', demo, { json: draft({ title: `Concept ${i}` }) })).status).toBe(201);
      const full = await call('/drafts', demo, { json: draft() });
      expect([full.status, ((await full.json()) as HttpErrorBody).message]).toEqual([400, DRAFT_MESSAGES.limitReached]);

      const removed = await call(`/drafts/${first.id}`, demo, { method: 'DELETE' });
      expect(await removed.json()).toEqual({ success: true, message: DRAFT_MESSAGES.deleted });
      expect((await call(`/drafts/${first.id}`, demo, { method: 'DELETE' })).status).toBe(404);
    });
  });

  describe('bids', () => {
    it('lets others bid on an approved ad, only the seller see and decide, expires after 7 days, and mails both sides', async () => {
      const adminToken = (
        (await (
          await fetch(`${gateway.url}/api/admin/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ password: 'admin' }),
          })
        ).json()) as { token: string }
      ).token;
      const approve = (id: number) =>
        fetch(`${gateway.url}/api/ads/${id}/status`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', 'admin-token': adminToken },
          body: JSON.stringify({ status: 'approved' }),
        });
      const id = (
        (await (
          await call('/ads', demo, { json: { ...valid(), title: 'Gitaar Yamaha', price: 45000, currency: 'SRD' } })
        ).json()) as AdWriteResponse
      ).ad.id;
      const pendingId = (
        (await (await call('/ads', demo, { json: { ...valid(), title: 'Nog niet goedgekeurd' } })).json()) as AdWriteResponse
      ).ad.id;
      await approve(id);
      // Bidding needs a confirmed address, as posting does.
      let ravi = await login('ravi@example.sr', 'Geheim12!');
      const unconfirmed = await call(`/ads/${id}/bids`, ravi, { json: { amount: 40000 } });
      expect([unconfirmed.status, ((await unconfirmed.json()) as HttpErrorBody).message]).toEqual([403, BID_MESSAGES.emailNotVerified]);
      await accounts.get(DataSource).query(`UPDATE accounts.users SET is_email_verified = true WHERE email = 'ravi@example.sr'`);
      ravi = await login('ravi@example.sr', 'Geheim12!');

      expect((await call(`/ads/${id}/bids`, null, { json: { amount: 40000 } })).status).toBe(401);
      const own = await call(`/ads/${id}/bids`, demo, { json: { amount: 40000 } });
      expect([own.status, ((await own.json()) as HttpErrorBody).message]).toEqual([403, BID_MESSAGES.ownAd]);
      const zero = await call(`/ads/${id}/bids`, ravi, { json: { amount: 0, message: 'x'.repeat(501) } });
      expect(((await zero.json()) as HttpErrorBody).errors).toEqual({
        amount: BID_MESSAGES.amountInvalid,
        message: BID_MESSAGES.messageTooLong,
      });
      const huge = await call(`/ads/${id}/bids`, ravi, { json: { amount: 10_000_000_001 } });
      expect([huge.status, ((await huge.json()) as HttpErrorBody).errors]).toEqual([
        400,
        { amount: 'Dat bod is te hoog: het maximum is 100.000.000' },
      ]);
      const closed = await call(`/ads/${pendingId}/bids`, ravi, { json: { amount: 100 } });
      expect([closed.status, ((await closed.json()) as HttpErrorBody).message]).toEqual([409, BID_MESSAGES.adNotOpen]);

      const placed = await call(`/ads/${id}/bids`, ravi, { json: { amount: 40000, message: 'Kan ik hem morgen ophalen?' } });
      expect(placed.status).toBe(201);
      const { bid, message } = (await placed.json()) as { bid: Bid; message: string };
      expect(message).toBe(BID_MESSAGES.placed);
      expect(bid).toMatchObject({ adId: id, bidAmount: 40000, originalPrice: 45000, currency: 'SRD', status: 'pending', contact: null });
      expect(new Date(bid.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
      // A buyer has one pending bid per ad: a new one replaces it, also when many are sent at once.
      const more = await Promise.all([41000, 41500, 42000].map((amount) => call(`/ads/${id}/bids`, ravi, { json: { amount } })));
      expect(more.map((r) => r.status)).toEqual([201, 201, 201]);

      expect((await call(`/ads/${id}/bids`, ravi)).status).toBe(403);
      const forSeller = (await (await call(`/ads/${id}/bids`, demo)).json()) as BidList;
      expect(forSeller.bids.map((b) => [b.id, b.bidderName, b.status, b.contact])).toEqual([[bid.id, 'Ravi', 'pending', null]]);
      expect([41000, 41500, 42000]).toContain(forSeller.bids[0].bidAmount);

      expect((await call(`/bids/${bid.id}`, ravi, { method: 'PATCH', json: { status: 'accepted' } })).status).toBe(403);
      expect((await call(`/bids/${bid.id}`, demo, { method: 'PATCH', json: { status: 'misschien' } })).status).toBe(400);
      const accepted = await call(`/bids/${bid.id}`, demo, { method: 'PATCH', json: { status: 'accepted' } });
      expect(await accepted.json()).toMatchObject({
        message: BID_MESSAGES.accepted,
        bid: { status: 'accepted', contact: { name: 'Ravi', email: 'ravi@example.sr' } },
      });
      const twice = await call(`/bids/${bid.id}`, demo, { method: 'PATCH', json: { status: 'rejected' } });
      expect([twice.status, ((await twice.json()) as HttpErrorBody).message]).toEqual([409, BID_MESSAGES.notPending]);
      // Once decided, a new bid is a new one.
      const second = ((await (await call(`/ads/${id}/bids`, ravi, { json: { amount: 42500 } })).json()) as { bid: Bid }).bid;
      expect(second.id).not.toBe(bid.id);

      await ads.app
        .get(DataSource)
        .query(`UPDATE "ads"."bids" SET "expires_at" = now() - interval '1 minute' WHERE "id" = $1`, [second.id]);
      const mine = (await (await call('/user/bids', ravi)).json()) as BidList;
      expect(mine.bids.map((b) => [b.id, b.status])).toEqual([
        [second.id, 'expired'],
        [bid.id, 'accepted'],
      ]);
      expect(mine.bids[1].contact).toEqual({ name: DEMO_USER.firstName, email: DEMO_USER.email, phone: '+597 8123456' });
      expect(((await (await call('/user/bids', demo)).json()) as BidList).bids).toEqual([]);
      expect((await call(`/bids/${second.id}`, demo, { method: 'PATCH', json: { status: 'accepted' } })).status).toBe(409);

      const mails = path.join(uploadsDir, 'mail');
      const deadline = Date.now() + 10000;
      let found: string[] = [];
      while (Date.now() < deadline && !found.some((m) => m.includes('To: ravi@example.sr') && m.includes('geaccepteerd'))) {
        await new Promise((r) => setTimeout(r, 100));
        found = await readMailFiles(mails);
      }
      expect(
        found.some(
          (m) => m.includes(`To: ${DEMO_USER.email}`) && m.includes('Ravi heeft SRD 400,00 geboden op je advertentie "Gitaar Yamaha"'),
        ),
      ).toBe(true);
      expect(found.some((m) => m.includes('To: ravi@example.sr') && m.includes('is geaccepteerd'))).toBe(true);
      // The seller heard of the first bid; the others of the hour wait for the digest.
      const sellerMails = found.filter((m) => m.includes(`To: ${DEMO_USER.email}`) && m.includes('geboden op je advertentie'));
      expect(sellerMails).toHaveLength(1);
    });

    it('sends the seller one digest an hour after a bid mail, listing the bids that came in meanwhile', async () => {
      const [{ id }] = await ads.app.get(DataSource).query(`SELECT id FROM ads.ads WHERE title = 'Gitaar Yamaha'`);
      await ads.app
        .get(DataSource)
        .query(`UPDATE "ads"."bid_mail_windows" SET "last_mailed_at" = now() - interval '61 minutes' WHERE "ad_id" = $1`, [id]);
      const { BidsService } = await import('../../../ads-service/src/bids/bids.service');
      expect(await ads.app.get(BidsService).sendDigests()).toEqual({ sent: 1 });
      expect(await ads.app.get(BidsService).sendDigests()).toEqual({ sent: 0 });
      const mails = path.join(uploadsDir, 'mail');
      let digest: string | undefined;
      for (let i = 0; i < 100 && !digest; i++, await new Promise((r) => setTimeout(r, 100))) {
        digest = (await readMailFiles(mails)).find((m) => m.includes('Ravi: SRD 425,00'));
      }
      expect(digest).toContain(`To: ${DEMO_USER.email}`);
    });

    it('lets the bidder withdraw a pending bid, and nobody else; a decided bid stays', async () => {
      const [{ id }] = await ads.app.get(DataSource).query(`SELECT id FROM ads.ads WHERE title = 'Gitaar Yamaha'`);
      const ravi = await login('ravi@example.sr', 'Geheim12!');
      const bid = ((await (await call(`/ads/${id}/bids`, ravi, { json: { amount: 43000 } })).json()) as { bid: Bid }).bid;
      expect((await call(`/bids/${bid.id}`, null, { method: 'DELETE' })).status).toBe(401);
      const seller = await call(`/bids/${bid.id}`, demo, { method: 'DELETE' });
      expect([seller.status, ((await seller.json()) as HttpErrorBody).message]).toEqual([403, BID_MESSAGES.notBidder]);
      expect((await call('/bids/999999', ravi, { method: 'DELETE' })).status).toBe(404);

      const withdrawn = await call(`/bids/${bid.id}`, ravi, { method: 'DELETE' });
      expect(withdrawn.status).toBe(200);
      expect(await withdrawn.json()).toMatchObject({ message: BID_MESSAGES.withdrawn, bid: { id: bid.id, status: 'withdrawn' } });
      const forSeller = (await (await call(`/ads/${id}/bids`, demo)).json()) as BidList;
      expect(forSeller.bids.map((b) => b.id)).not.toContain(bid.id);
      const mine = (await (await call('/user/bids', ravi)).json()) as BidList;
      expect(mine.bids.find((b) => b.id === bid.id)?.status).toBe('withdrawn');
      const again = await call(`/bids/${bid.id}`, ravi, { method: 'DELETE' });
      expect([again.status, ((await again.json()) as HttpErrorBody).message]).toEqual([409, BID_MESSAGES.notPending]);
      const accepted = mine.bids.find((b) => b.status === 'accepted')!;
      expect((await call(`/bids/${accepted.id}`, ravi, { method: 'DELETE' })).status).toBe(409);
    });
  });
});
