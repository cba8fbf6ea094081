import { get as httpGet } from 'node:http';
import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type INestMicroservice } from '@nestjs/common';
import {
  type Ad,
  type AdFacets,
  type AdList,
  type Category,
  CONTACT_MESSAGES,
  type HttpErrorBody,
  SEO_MESSAGES,
  type SeoMetaResponse,
} from '@surimarkt/contracts';
import { bootstrapService } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../accounts-service/src/app.module';
import { insertAd as insertAdRow, type NewAd } from '../../ads-service/src/testing/insert-ad';
import { startAdsService } from '../../ads-service/src/testing/start-ads-service';
import { AppModule as AnalyticsModule } from '../../analytics-service/src/app.module';
import { startTestGateway, type TestGateway } from './testing/test-gateway';

// The path users take: HTTP → gateway → real NATS → the real ads, accounts and analytics services.
describe('gateway with the real services', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let ads: INestMicroservice;
  let accounts: INestMicroservice;
  let analytics: INestMicroservice;
  let tmp: string;
  let approved: Ad & { id: number };
  let hostileId: number;
  let pendingId: number;

  const json = <T = HttpErrorBody>(res: Response) => res.json() as Promise<T>;
  const get = (p: string, init?: RequestInit) => fetch(`${gateway.url}${p}`, init);

  const insertAd = (fields: Partial<NewAd>) => insertAdRow(ads.get(DataSource), fields);

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'gateway-e2e-'));
    await mkdir(path.join(tmp, 'web'));
    await writeFile(
      path.join(tmp, 'web', 'index.html'),
      '<!doctype html><html lang="nl"><head><title>SuriMarkt</title>\n    <!--seo-->\n  </head><body><div id="root"></div></body></html>',
    );
    process.env.SEED_DEMO = 'false';
    process.env.MAIL_DIR = path.join(tmp, 'mail');
    ({ app: ads } = await startAdsService({ seedDemo: false, uploadsDir: path.join(tmp, 'uploads') }));
    [accounts, analytics] = await Promise.all([
      bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent' }),
      bootstrapService({ service: 'analytics', module: AnalyticsModule, natsUrl, logLevel: 'silent' }),
    ]);
    const id = await insertAd({ title: 'Mountainbike Gazelle', description: 'Stevige fiets voor de binnenwegen van Wanica.' });
    hostileId = await insertAd({ title: 'Kast </script><script>alert("x")</script> & "co"', description: 'Houten kast <b>met</b> laden.' });
    pendingId = await insertAd({ title: 'Nog niet goedgekeurd', status: 'pending' });
    approved = { id } as Ad & { id: number };
    gateway = await startTestGateway({
      WEB_DIST_DIR: path.join(tmp, 'web'),
      PUBLIC_URL: 'https://surimarkt.example',
      CACHE_TTL_MS: '5000',
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all([ads?.close(), accounts?.close(), analytics?.close()]);
    await rm(tmp, { recursive: true, force: true });
  });

  describe('ads', () => {
    it('lists approved ads only, with a short public Cache-Control', async () => {
      const res = await get('/api/ads?sortBy=newest&limit=10');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=5');
      const list = await json<AdList>(res);
      const ids = list.ads.map((a) => a.id);
      expect(ids).toEqual(expect.arrayContaining([approved.id, hostileId]));
      expect(ids).not.toContain(pendingId);
      expect(list.total).toBe(2);
    });

    it('serves a repeated list from the gateway cache, also with a different cache-buster', async () => {
      await get('/api/ads?location=Wanica&_=1');
      const extra = await insertAd({ title: 'Nieuwe fiets', location: 'Wanica' });
      const cached = await json<AdList>(await get('/api/ads?_=2&location=wanica'));
      expect(cached.ads.map((a) => a.id)).not.toContain(extra);
      await ads.get(DataSource).query(`DELETE FROM "ads"."ads" WHERE "id" = $1`, [extra]);
    });

    it('answers a list the browser already has with 304, and sends it compressed to a browser that takes it', async () => {
      // As a browser's cache asks (fetch itself would add 'Cache-Control: no-cache' to a conditional request), and
      // with the bytes as sent (fetch decodes what it asked for).
      const raw = (headers: Record<string, string>, p = '/api/ads?sortBy=newest&limit=10') =>
        new Promise<{ status?: number; headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
          httpGet(`${gateway.url}${p}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res
              .on('data', (c: Buffer) => chunks.push(c))
              .on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }));
          }).on('error', reject);
        });
      const first = await raw({});
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const again = await raw({ 'if-none-match': etag });
      expect([again.status, again.bytes.length]).toEqual([304, 0]);
      // One ad is under a kilobyte, not worth compressing; the categories are more.
      expect((await raw({ 'accept-encoding': 'br' }, '/api/ads?sortBy=newest&limit=1')).headers['content-encoding']).toBeUndefined();
      const categories = await raw({}, '/api/categories');
      for (const encoding of ['br', 'gzip']) {
        const compressed = await raw({ 'accept-encoding': `${encoding}, deflate` }, '/api/categories');
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.bytes.length).toBeLessThan(categories.bytes.length / 2);
        expect((encoding === 'br' ? brotliDecompressSync(compressed.bytes) : gunzipSync(compressed.bytes)).toString()).toBe(
          categories.bytes.toString(),
        );
      }
    });

    it("reads one ad, never cached, counting each visitor's first read of the day", async () => {
      const first = await get(`/api/ads/${approved.id}`, { headers: { 'user-agent': 'telefoon 1' } });
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      const a = await json<Ad>(first);
      const again = await json<Ad>(await get(`/api/ads/${approved.id}`, { headers: { 'user-agent': 'telefoon 1' } }));
      const other = await json<Ad>(await get(`/api/ads/${approved.id}`, { headers: { 'user-agent': 'telefoon 2' } }));
      expect(a.title).toBe('Mountainbike Gazelle');
      expect(again.views).toBe(a.views);
      expect(other.views).toBe(a.views + 1);
      // Forty made-up browser names from one address are at most three visitors (a household's phones stay apart).
      for (let i = 0; i < 40; i++) await get(`/api/ads/${approved.id}`, { headers: { 'user-agent': `script ${i}` } });
      const after = await json<Ad>(await get(`/api/ads/${approved.id}`, { headers: { 'user-agent': 'telefoon 1' } }));
      expect(after.views).toBeLessThanOrEqual(a.views + 3);
    });

    it('answers 404 with the Dutch message for an unknown or unapproved ad', async () => {
      for (const id of [999999, pendingId]) {
        const res = await get(`/api/ads/${id}`);
        expect(res.status).toBe(404);
        expect(await json(res)).toEqual({ statusCode: 404, message: 'Advertentie niet gevonden', error: 'Not Found' });
      }
    });

    it("passes the service's own validation through: minPrice above maxPrice is 400", async () => {
      const res = await get('/api/ads?minPrice=5000&maxPrice=100');
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe('minPrice mag niet hoger zijn dan maxPrice');
    });

    it('counts the facets of a list with its own filters, as cached as the list, and refuses a bad filter in Dutch', async () => {
      const query = 'search=fiets&minPrice=0';
      const res = await get(`/api/ads/facets?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=5');
      const facets = await json<AdFacets>(res);
      const list = await json<AdList>(await get(`/api/ads?${query}`));
      expect(facets.total).toBe(list.total);
      expect(facets.total).toBeGreaterThan(0);
      expect(facets.locations.reduce((sum, l) => sum + l.count, 0)).toBe(list.total);
      const bad = await get('/api/ads/facets?location=Amsterdam');
      expect(bad.status).toBe(400);
      expect((await json(bad)).message).toBe('Onbekende locatie');
    });

    it('lists the categories of the catalogue and finds one by slug', async () => {
      const list = await json<Category[]>(await get('/api/categories'));
      expect(list.length).toBeGreaterThan(3);
      const found = await get(`/api/categories/${list[0].slug}`);
      expect(found.status).toBe(200);
      expect((await json<Category>(found)).id).toBe(list[0].id);
      expect((await get('/api/categories/bestaat-niet')).status).toBe(404);
      expect((await get('/api/categories/DROP%20TABLE')).status).toBe(400);
    });

    it("answers a category's typical price (not a category named 'typical-price'), and 400 for a malformed one", async () => {
      const [category] = await json<Category[]>(await get('/api/categories'));
      const typical = await get(`/api/categories/typical-price?categoryId=${category.id}`);
      expect(typical.status).toBe(200);
      const body = await json<{ medianEurCents: number | null; sample: number }>(typical);
      expect(Object.keys(body).sort()).toEqual(['medianEurCents', 'sample']);
      expect(body.medianEurCents === null ? body.sample < 5 : body.sample >= 5).toBe(true);
      const malformed = await get('/api/categories/typical-price?categoryId=autos');
      expect(malformed.status).toBe(400);
      expect(JSON.stringify(await json(malformed))).toContain('Ongeldige categorie');
    });
  });

  describe('a stopped service', () => {
    it('makes its routes answer 503 while others keep working, and rejoins without a gateway restart', async () => {
      await ads.close();
      const down = await get(`/api/ads/${approved.id}`);
      expect(down.status).toBe(503);
      const contact = await fetch(`${gateway.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'An', email: 'an@example.sr', subject: 'Vraag over iets', message: 'Werkt de site nog?' }),
      });
      expect(contact.status).toBe(201);
      ({ app: ads } = await startAdsService({ seedDemo: false, uploadsDir: path.join(tmp, 'uploads') }));
      const back = await get(`/api/ads/${approved.id}`);
      expect(back.status).toBe(200);
    });
  });

  describe('contact', () => {
    it("refuses a bad form with the spec's Dutch messages and sends nothing", async () => {
      const before = await accounts.get(DataSource).query(`SELECT count(*)::int AS n FROM "accounts"."contact_messages"`);
      const res = await fetch(`${gateway.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'A', email: 'geen-email', subject: 'Hoi', message: 'Kort' }),
      });
      expect(res.status).toBe(400);
      expect((await json(res)).errors).toEqual({
        name: CONTACT_MESSAGES.name,
        email: CONTACT_MESSAGES.email,
        subject: CONTACT_MESSAGES.subject,
        message: CONTACT_MESSAGES.message,
      });
      const after = await accounts.get(DataSource).query(`SELECT count(*)::int AS n FROM "accounts"."contact_messages"`);
      expect(after[0].n).toBe(before[0].n);
    });

    it('stores a good message and answers 201 with the accounts-service reply', async () => {
      const res = await fetch(`${gateway.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Priya',
          email: 'priya@example.sr',
          subject: 'Vraag over adverteren',
          message: 'Hoe plaats ik een advertentie?',
        }),
      });
      expect(res.status).toBe(201);
      const body = await json<{ id: number; message: string }>(res);
      expect(body.message).toBe(CONTACT_MESSAGES.sent);
      const rows = await accounts.get(DataSource).query(`SELECT "subject" FROM "accounts"."contact_messages" WHERE "id" = $1`, [body.id]);
      expect(rows).toEqual([{ subject: 'Vraag over adverteren' }]);
    });
  });

  describe('analytics', () => {
    it("stores the logged activity with the connection's address, not the one in the body", async () => {
      const res = await fetch(`${gateway.url}/api/analytics/log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'e2e-agent' },
        body: JSON.stringify({ actionType: 'view_ad', actionData: { ad_id: approved.id }, ipAddress: '1.2.3.4' }),
      });
      expect(res.status).toBe(202);
      let rows: Array<{ ip_address: string; user_agent: string }> = [];
      for (let i = 0; i < 60 && rows.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        rows = await analytics
          .get(DataSource)
          .query(`SELECT "ip_address", "user_agent" FROM "analytics"."activities" WHERE "action_type" = 'view_ad'`);
      }
      expect(rows).toEqual([{ ip_address: '127.0.0.1', user_agent: 'e2e-agent' }]);
    });
  });

  describe('seo', () => {
    it('answers 400 with the Dutch message for an unknown meta type', async () => {
      const res = await get('/api/seo/meta/profiel');
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe(SEO_MESSAGES.typeInvalid);
    });

    it('gives the meta of an ad with absolute links to the public address', async () => {
      const res = await get(`/api/seo/meta/ad/${approved.id}`);
      expect(res.status).toBe(200);
      const { metaData } = await json<SeoMetaResponse>(res);
      expect(metaData.canonical).toBe(`https://surimarkt.example/ad/${approved.id}`);
      expect(metaData.title).toContain('Mountainbike Gazelle');
    });

    it('injects title, Open Graph tags, canonical and JSON-LD into the ad page, escaped', async () => {
      const res = await get(`/ad/${hostileId}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(
        '<title>Kast &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;co&quot; | SuriMarkt</title>',
      );
      expect(html).toContain(`<link rel="canonical" href="https://surimarkt.example/ad/${hostileId}" />`);
      expect(html).toContain('<meta property="og:type" content="product" />');
      expect(html).toContain('<meta property="og:locale" content="nl_NL" />');
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/surimarkt\.example\/uploads\/ads\/fiets\.webp" \/>/);
      expect(html).toContain('<script type="application/ld+json">');
      // Only our own two script tags: the title cannot open or close one.
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(JSON.parse(jsonLd)).toMatchObject({
        '@type': 'Product',
        name: 'Kast </script><script>alert("x")</script> & "co"',
        offers: { '@type': 'Offer' },
      });
      expect(html).not.toContain('<!--seo-->');
    });

    it('injects the homepage meta into / and answers an unknown or unapproved ad page with 404, a generic title and noindex', async () => {
      const home = await (await get('/')).text();
      expect(home).toMatch(/<title>[^<]+ \| SuriMarkt<\/title>/);
      expect(home).toContain('<meta property="og:site_name" content="SuriMarkt" />');
      expect(home).toContain('<meta name="twitter:card"');
      for (const id of [999999, pendingId]) {
        const missing = await get(`/ad/${id}`);
        expect(missing.status).toBe(404);
        const html = await missing.text();
        expect(html).toContain('<title>SuriMarkt</title>');
        expect(html).toContain('<meta name="robots" content="noindex" />');
        expect(html).not.toContain('og:title');
      }
    });

    it('publishes a sitemap with absolute locations and lastmod, approved ads only', async () => {
      const res = await get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/xml');
      const xml = await res.text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(xml).toMatch(new RegExp(`<url><loc>https://surimarkt\\.example/ad/${approved.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
      expect(xml).toContain('<loc>https://surimarkt.example/</loc>');
      expect(xml).not.toContain(`/ad/${pendingId}<`);
    });
  });

  it('had the operator mail of the contact messages written as .eml files', async () => {
    const mails = async () => (await readdir(path.join(tmp, 'mail')).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    for (let i = 0; i < 40 && (await mails()).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await mails()).length).toBeGreaterThanOrEqual(1);
  });
});
