import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ADS_SUBJECTS,
  ANALYTICS_MESSAGES,
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  CATEGORIES_SUBJECTS,
  COMMON_MESSAGES,
  ErrorCode,
  healthSubject,
  type HealthReport,
  type HttpErrorBody,
  SERVICE_NAMES,
  type ServiceName,
  EVENT_SUBJECTS,
} from '@surimarkt/contracts';
import { startEventListener, startResponder, startTestGateway, type TestGateway } from './testing/test-gateway';
import { WEB_APP_NOT_BUILT } from './web-app/web-app.service';

// The gateway alone, with hand-made NATS listeners standing in for services: every edge of the
// HTTP→NATS translation that a healthy service never shows.
describe('gateway HTTP app', () => {
  let gateway: TestGateway;
  let webDir: string;
  let uploadsDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'gateway-web-'));
    const storageRoot = await mkdtemp(path.join(tmpdir(), 'gateway-storage-'));
    uploadsDir = path.join(storageRoot, 'uploads');
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>SuriMarkt</title>\n<!--seo-->\n</head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(webDir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
    await writeFile(path.join(webDir, 'assets', 'app-abc123.js.br'), 'brotli-bytes');
    await writeFile(path.join(webDir, 'sw.js'), "self.addEventListener('fetch', () => undefined);");
    await writeFile(path.join(webDir, 'manifest.webmanifest'), '{"name":"SuriMarkt"}');
    await mkdir(path.join(uploadsDir, 'ads'), { recursive: true });
    await writeFile(path.join(uploadsDir, 'ads', 'photo-1.webp'), 'RIFFxxxxWEBP');
    await writeFile(path.join(storageRoot, 'secret.txt'), 'do not serve');
    gateway = await startTestGateway({ WEB_DIST_DIR: webDir, UPLOADS_DIR: uploadsDir, PUBLIC_URL: 'https://surimarkt.example' });
  });

  afterAll(async () => {
    await gateway?.close();
    await rm(webDir, { recursive: true, force: true });
    await rm(path.dirname(uploadsDir), { recursive: true, force: true });
  });

  const json = <T = HttpErrorBody>(res: Response) => res.json() as Promise<T>;
  const get = (p: string, init?: RequestInit) => fetch(`${gateway.url}${p}`, init);
  const postJson = (p: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}${p}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

  describe('errors', () => {
    it('answers 400 with Dutch field errors for a negative offset and an unknown sort, without asking a service', async () => {
      const responder = await startResponder(ADS_SUBJECTS.list, () => ({ response: { ads: [], total: 0 } }));
      try {
        const res = await get('/api/ads?offset=-1&sortBy=cheapest');
        expect(res.status).toBe(400);
        const body = await json(res);
        expect(body).toMatchObject({
          statusCode: 400,
          error: 'Bad Request',
          errors: {
            offset: 'offset moet een geheel getal van 0 of meer zijn',
            sortBy: 'sortBy moet newest, price_asc, price_desc of popular zijn',
          },
        });
        expect(typeof body.message).toBe('string');
        expect(responder.received).toHaveLength(0);
      } finally {
        await responder.close();
      }
    });

    it('answers 400 for ad ids that are not positive integers', async () => {
      for (const id of ['abc', '-1', '1.5']) {
        const res = await get(`/api/ads/${id}`);
        expect(res.status).toBe(400);
        expect((await json(res)).errors).toEqual({ id: 'Het advertentienummer moet een positief geheel getal zijn' });
      }
    });

    it('treats script tags and SQL in a search as text to validate, and a cache-buster does not skip validation', async () => {
      const responder = await startResponder(ADS_SUBJECTS.list, (m) => ({ response: { ads: [], total: 0, echo: m.data } }));
      try {
        const ok = await get(`/api/ads?search=${encodeURIComponent("<script>alert(1)</script>' OR 1=1 --")}&_=123`);
        expect(ok.status).toBe(200);
        expect(responder.received[0].data).toEqual({ search: "<script>alert(1)</script>' OR 1=1 --" });
        const tooLong = await get(`/api/ads?search=${'a'.repeat(201)}&_=456`);
        expect(tooLong.status).toBe(400);
        expect((await json(tooLong)).errors?.search).toBe('De zoekterm mag maximaal 200 tekens zijn');
        const outOfRange = await get('/api/ads?minPrice=1e30&limit=99999999999999999999');
        expect(outOfRange.status).toBe(400);
        expect(responder.received).toHaveLength(1);
      } finally {
        await responder.close();
      }
    });

    it('answers 400 for malformed JSON and 413 for a body over 100kb, in the contract shape', async () => {
      const bad = await postJson('/api/contact', '{"name": "Ann",');
      expect(bad.status).toBe(400);
      expect(await json(bad)).toEqual({ statusCode: 400, message: COMMON_MESSAGES.invalidJson, error: 'Bad Request' });
      const huge = await postJson('/api/contact', JSON.stringify({ name: 'x'.repeat(200_000) }));
      expect(huge.status).toBe(413);
      expect(await json(huge)).toEqual({ statusCode: 413, message: COMMON_MESSAGES.payloadTooLarge, error: 'Payload Too Large' });
    });

    it('answers 404 in the contract shape for an unknown /api route', async () => {
      const res = await get('/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ statusCode: 404, message: COMMON_MESSAGES.notFound, error: 'Not Found' });
    });

    it('passes a service refusal through with its status and Dutch message', async () => {
      const responder = await startResponder(ADS_SUBJECTS.view, () => ({
        err: { code: ErrorCode.NotFound, message: 'Advertentie niet gevonden' },
      }));
      try {
        const res = await get('/api/ads/42');
        expect(res.status).toBe(404);
        expect(await json(res)).toEqual({ statusCode: 404, message: 'Advertentie niet gevonden', error: 'Not Found' });
      } finally {
        await responder.close();
      }
    });

    it('turns an unexpected service error into a 500 that leaks no stack or detail', async () => {
      const responder = await startResponder(ADS_SUBJECTS.view, () => ({
        err: { status: 'error', message: 'relation "ads" does not exist', stack: 'Error: at /srv/ads.service.ts:12' },
      }));
      try {
        const res = await get('/api/ads/7');
        expect(res.status).toBe(500);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ statusCode: 500, message: COMMON_MESSAGES.internal, error: 'Internal Server Error' });
        expect(text).not.toMatch(/stack|ads\.service|relation/);
      } finally {
        await responder.close();
      }
    });

    it('answers 503 quickly when no service listens on the subject', async () => {
      const started = Date.now();
      const res = await get('/api/categories');
      expect(res.status).toBe(503);
      expect(await json(res)).toEqual({ statusCode: 503, message: COMMON_MESSAGES.serviceUnavailable, error: 'Service Unavailable' });
      expect(Date.now() - started).toBeLessThan(gateway.env.NATS_TIMEOUT_MS + 1000);
    });

    it('answers 503 when the service listens but does not answer in time', async () => {
      const responder = await startResponder(CATEGORIES_SUBJECTS.list, () => ({ response: [] }));
      // A listener that never replies: subscribe without answering.
      await responder.close();
      const silent = await (await import('nats')).connect({ servers: (process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',') });
      silent.subscribe(CATEGORIES_SUBJECTS.list, { callback: () => undefined });
      await silent.flush();
      try {
        const started = Date.now();
        const res = await get('/api/categories');
        expect(res.status).toBe(503);
        expect(Date.now() - started).toBeGreaterThanOrEqual(gateway.env.NATS_TIMEOUT_MS - 100);
      } finally {
        await silent.drain();
      }
    });
  });

  describe('request id and headers', () => {
    it('echoes a sane incoming request id, sends it to the service as a NATS header, and replaces an odd one', async () => {
      const responder = await startResponder(ADS_SUBJECTS.featured, () => ({ response: { ads: [], total: 0 } }));
      try {
        const res = await get('/api/ads/featured', { headers: { 'x-request-id': 'req-abc.123' } });
        expect(res.status).toBe(200);
        expect(res.headers.get('x-request-id')).toBe('req-abc.123');
        expect(responder.received[0].headers?.get('x-request-id')).toBe('req-abc.123');
        const odd = await get('/api/ads/featured', { headers: { 'x-request-id': 'bad id <script>' } });
        const generated = odd.headers.get('x-request-id');
        expect(generated).toMatch(/^[0-9a-f-]{36}$/);
        expect(responder.received[1].headers?.get('x-request-id')).toBe(generated);
      } finally {
        await responder.close();
      }
    });

    it('sets security headers: CSP without framing, nosniff, no x-powered-by', async () => {
      const res = await get('/api/health/live');
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-powered-by')).toBeNull();
    });
  });

  describe('analytics log', () => {
    it('answers 202 at once even when the analytics-service is down', async () => {
      const res = await postJson('/api/analytics/log', JSON.stringify({ actionType: 'page_view', actionData: { page: '/' } }));
      expect(res.status).toBe(202);
      expect(await json<{ ok: boolean }>(res)).toEqual({ ok: true });
    });

    it('emits the client address from the connection, never the body, and drops prototype keys', async () => {
      const responder = await startEventListener(EVENT_SUBJECTS.activityLogged);
      try {
        const res = await postJson(
          '/api/analytics/log',
          '{"actionType":"search","actionData":{"query":"fiets","__proto__":{"polluted":true}},' +
            '"ipAddress":"6.6.6.6","__proto__":{"polluted":true}}',
          { 'user-agent': 'jest-agent', 'x-forwarded-for': '8.8.8.8' },
        );
        expect(res.status).toBe(202);
        // The earlier test's event reaches the stream too (nothing is lost): look for this one.
        const isSearch = (m: { data: unknown }) => (m.data as { actionType?: string }).actionType === 'search';
        for (let i = 0; i < 40 && !responder.received.some(isSearch); i++) await new Promise((r) => setTimeout(r, 25));
        const event = responder.received.find(isSearch)?.data as Record<string, unknown>;
        // TRUST_PROXY is off by default: X-Forwarded-For is not believed either.
        expect(event).toMatchObject({
          actionType: 'search',
          actionData: { query: 'fiets' },
          ipAddress: '127.0.0.1',
          userAgent: 'jest-agent',
          userId: null,
        });
        expect(Object.keys(event.actionData as object)).toEqual(['query']);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      } finally {
        await responder.close();
      }
    });

    it('refuses an unknown action type and actionData above the size limit with 400', async () => {
      const bad = await postJson('/api/analytics/log', JSON.stringify({ actionType: 'hack' }));
      expect(bad.status).toBe(400);
      expect((await json(bad)).errors?.actionType).toBe(ANALYTICS_MESSAGES.actionTypeInvalid);
      const big = await postJson('/api/analytics/log', JSON.stringify({ actionType: 'search', actionData: { q: 'x'.repeat(2100) } }));
      expect(big.status).toBe(400);
      expect((await json(big)).errors).toEqual({ actionData: ANALYTICS_MESSAGES.actionDataInvalid });
    });

    it('takes up to 25 activities in one batch, and refuses the whole batch when one of them is wrong', async () => {
      const page = { actionType: 'page_view', actionData: { page: '/' } };
      const ok = await postJson('/api/analytics/batch', JSON.stringify({ events: Array(25).fill(page) }));
      expect([ok.status, await json(ok)]).toEqual([202, { ok: true, accepted: 25 }]);
      for (const events of [[], Array(26).fill(page)]) {
        const res = await postJson('/api/analytics/batch', JSON.stringify({ events }));
        expect([res.status, (await json(res)).message]).toEqual([400, ANALYTICS_MESSAGES.batchSize]);
      }
      for (const events of ['page_view', [page, 'page_view'], undefined]) {
        expect((await postJson('/api/analytics/batch', JSON.stringify({ events }))).status).toBe(400);
      }
      const oneBad = await postJson('/api/analytics/batch', JSON.stringify({ events: [page, { actionType: 'hack' }] }));
      expect([oneBad.status, (await json(oneBad)).errors]).toEqual([400, { 'events.1.actionType': ANALYTICS_MESSAGES.actionTypeInvalid }]);
    });
  });

  describe('health', () => {
    const okHealth = (service: ServiceName) => ({ service, status: 'ok', database: 'ok', migrations: 1, uptimeSeconds: 1 });

    it('answers 200 when every service answers ok, and 503 naming the one that is down', async () => {
      const responders = await Promise.all(SERVICE_NAMES.map((s) => startResponder(healthSubject(s), () => ({ response: okHealth(s) }))));
      try {
        const res = await get('/api/health');
        expect(res.status).toBe(200);
        const body = await json<HealthReport>(res);
        // Up or down, nothing about migrations, uptime or versions.
        expect(body).toEqual({
          status: 'ok',
          nats: 'up',
          services: { ads: 'up', accounts: 'up', billing: 'up', moderation: 'up', analytics: 'up' },
        });
        await responders[SERVICE_NAMES.indexOf('billing')].close();
        const down = await get('/api/health');
        expect(down.status).toBe(503);
        const report = await json<HealthReport>(down);
        expect(report.services.billing).toBe('down');
        expect(report.services.ads).toBe('up');
        expect(report.status).toBe('degraded');
        expect((await get('/api/health/details')).status).toBe(404);
        // Readiness stays 200: one service down must not take the gateway out of traffic.
        expect((await get('/api/health/ready')).status).toBe(200);
      } finally {
        await Promise.all(responders.map((r) => r.close().catch(() => undefined)));
      }
    });
  });

  describe('site files', () => {
    it('serves robots.txt with the sitemap address', async () => {
      const res = await get('/robots.txt');
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain('Disallow: /admin');
      expect(text).toContain('Disallow: /api/');
      expect(text).toContain('Sitemap: https://surimarkt.example/sitemap.xml');
    });

    it('serves the SPA index.html with status 200 for every page of the app, but not for /api paths', async () => {
      const page = await get('/profiel/mijn-advertenties');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('<!--seo-->');
      expect(html).not.toContain('noindex');
      expect((await get('/api/profiel/mijn-advertenties')).headers.get('content-type')).toContain('application/json');
    });

    it('answers an unknown path, an unknown ad and a non-canonical ad address with 404 and noindex (the not-found page)', async () => {
      const responder = await startResponder(ADS_SUBJECTS.seoMeta, () => ({
        err: { code: ErrorCode.NotFound, message: 'Advertentie niet gevonden' },
      }));
      try {
        for (const p of ['/bestaat-niet', '/ad/987654321', '/ad/0x12b', '/ad/0299', '/profiel/onbekend']) {
          const res = await get(p);
          expect([p, res.status]).toEqual([p, 404]);
          const html = await res.text();
          expect(html).toContain('<div id="root">');
          expect(html).toContain('<meta name="robots" content="noindex" />');
        }
      } finally {
        await responder.close();
      }
    });

    it('serves hashed assets with immutable caching, precompressed when the client accepts it', async () => {
      const plain = await get('/assets/app-abc123.js', { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status).toBe(200);
      expect(plain.headers.get('cache-control')).toContain('immutable');
      expect(await plain.text()).toContain('console.log');
      const br = await fetch(`${gateway.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br' } }).catch((e) => e);
      // fetch would try to decode our fake brotli bytes; the headers are what matter here.
      if (br instanceof Response) expect(br.headers.get('content-encoding')).toBe('br');
      // Without a precompressed twin, compression gzips on the fly.
      const gz = await get('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(await gz.text()).toContain('console.log');
      expect((await get('/assets/missing-123.js')).status).toBe(404);
    });

    it('serves the service worker uncached, so a new deploy reaches every browser at its next visit', async () => {
      const worker = await get('/sw.js');
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      const manifest = await get('/manifest.webmanifest');
      expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers.get('cache-control')).toBe('public, max-age=300');
    });

    it('streams an uploaded photo with long caching and refuses path traversal', async () => {
      const photo = await get('/uploads/ads/photo-1.webp');
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect(photo.headers.get('cache-control')).toContain('immutable');
      expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await photo.text()).toBe('RIFFxxxxWEBP');
      for (const evil of [
        '/uploads/..%2fsecret.txt',
        '/uploads/ads/..%2F..%2Fsecret.txt',
        '/uploads/%2E%2E%2Fsecret.txt',
        '/uploads/ads%5C..%5C..%5Csecret.txt',
      ]) {
        const res = await get(evil);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('do not serve');
      }
      // fetch normalises these before sending; whatever answers, it is not the file.
      for (const evil of ['/uploads/ads/../../secret.txt', '/uploads/%2e%2e/secret.txt']) {
        expect(await (await get(evil)).text()).not.toContain('do not serve');
      }
    });
  });
});

describe('gateway limits and proxies', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({
      THROTTLE_LIMIT: '5',
      THROTTLE_ANALYTICS_LIMIT: '2',
      THROTTLE_CONTACT_LIMIT: '4',
      THROTTLE_CONTACT_EMAIL_LIMIT: '2',
      THROTTLE_TTL_MS: '60000',
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(() => gateway?.close());

  const log = (ip: string, url = gateway.url) =>
    fetch(`${url}/api/analytics/log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: '{"actionType":"page_view"}',
    });
  const contact = (ip: string, email: string, url = gateway.url) =>
    fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ name: 'Sandra', email, subject: 'Vraag over bezorging', message: 'Bezorgen jullie ook in Nickerie?' }),
    });

  it('gives the analytics log a bucket of its own per client address, answered with the Dutch 429 and Retry-After', async () => {
    const responder = await startEventListener(EVENT_SUBJECTS.activityLogged);
    try {
      expect((await log('190.98.1.1')).status).toBe(202);
      expect((await log('190.98.1.1')).status).toBe(202);
      const limited = await log('190.98.1.1');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after') ?? limited.headers.get('retry-after-analytics'))).toBeGreaterThan(0);
      expect(await limited.json()).toEqual({ statusCode: 429, message: COMMON_MESSAGES.tooManyRequests, error: 'Too Many Requests' });
      // Another visitor (behind the trusted proxy) has a bucket of its own.
      expect((await log('190.98.2.2')).status).toBe(202);
      for (let i = 0; i < 40 && responder.received.length < 3; i++) await new Promise((r) => setTimeout(r, 25));
      expect(responder.received.map((m) => (m.data as { ipAddress: string }).ipAddress)).toEqual([
        '190.98.1.1',
        '190.98.1.1',
        '190.98.2.2',
      ]);
    } finally {
      await responder.close();
    }
  });

  it('limits the contact form per sender e-mail and per address, apart from browsing', async () => {
    const responder = await startResponder(CONTACT_SUBJECTS.send, () => ({ response: { id: 1, message: CONTACT_MESSAGES.sent } }));
    try {
      expect((await contact('190.98.4.4', 'a@example.sr')).status).toBe(201);
      expect((await contact('190.98.4.4', 'a@example.sr')).status).toBe(201);
      expect((await contact('190.98.4.4', 'A@example.sr ')).status).toBe(429); // the same person, however typed
      expect((await contact('190.98.4.4', 'b@example.sr')).status).toBe(201); // a neighbour behind the same address
      expect((await contact('190.98.4.4', 'c@example.sr')).status).toBe(429); // the address's own limit
    } finally {
      await responder.close();
    }
  });

  it('limits page views per address too (they are served before the API routes)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await fetch(`${gateway.url}/contact`, { headers: { 'x-forwarded-for': '190.98.5.5' } })).status);
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('limits all routes per address together, but never the health probes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await fetch(`${gateway.url}/api/ads/abc`, { headers: { 'x-forwarded-for': '190.98.3.3' } })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await fetch(`${gateway.url}/api/health/live`, { headers: { 'x-forwarded-for': '190.98.3.3' } })).status).toBe(200);
  });
});

describe('gateway limits at their defaults', () => {
  it('accepts a contact message after a shopper opened ads quickly (70 analytics records in a minute)', async () => {
    const gateway = await startTestGateway({ TRUST_PROXY: 'loopback' });
    const analytics = await startEventListener(EVENT_SUBJECTS.activityLogged);
    const contacts = await startResponder(CONTACT_SUBJECTS.send, () => ({ response: { id: 1, message: CONTACT_MESSAGES.sent } }));
    try {
      const ip = '190.98.9.9';
      for (let i = 0; i < 70; i++) {
        const res = await fetch(`${gateway.url}/api/analytics/log`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: `{"actionType":"view_ad","actionData":{"ad_id":${i + 1}}}`,
        });
        expect(res.status).toBe(202);
      }
      const sent = await fetch(`${gateway.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({
          name: 'Sandra',
          email: 'sandra@example.sr',
          subject: 'Vraag over een advertentie',
          message: 'Is de fiets nog te koop?',
        }),
      });
      expect(sent.status).toBe(201);
    } finally {
      await Promise.all([analytics.close(), contacts.close()]);
      await gateway.close();
    }
  });
});

describe('gateway without a built web app', () => {
  it('answers page paths with a clear 503 text instead of crashing', async () => {
    const gateway = await startTestGateway({ WEB_DIST_DIR: path.join(tmpdir(), 'no-such-web-build') });
    try {
      const res = await fetch(`${gateway.url}/`);
      expect(res.status).toBe(503);
      expect(await res.text()).toBe(WEB_APP_NOT_BUILT);
      expect((await fetch(`${gateway.url}/api/health/live`)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});
