import { connect } from 'node:net';
import { ADS_MESSAGES, ADS_SUBJECTS, ANALYTICS_MESSAGES, COMMON_MESSAGES, ErrorCode, type HttpErrorBody } from '@surimarkt/contracts';
import { startResponder, startTestGateway, type TestGateway } from './testing/test-gateway';

// What a hostile visitor tried (issue 12), each against the running gateway on the real NATS.
describe('gateway against a hostile visitor', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ CACHE_TTL_MS: '5000', CRON_SECRET: 'operator-secret-123456', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => gateway?.close());

  const post = (p: string, body: unknown) =>
    fetch(`${gateway.url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (res: Response) => res.json() as Promise<HttpErrorBody>;

  it('answers a declared 100 MB body with 413 at once, without waiting for the body', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(gateway.url).port), '127.0.0.1', () => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\n\r\n',
        );
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
        if (data.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(data);
        }
      });
      socket.on('error', reject);
      setTimeout(() => {
        socket.destroy();
        reject(new Error('no answer within 3 s'));
      }, 3000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
  });

  it('refuses control characters in public texts with 400 naming the field, and a NUL never reaches a service', async () => {
    const res = await post('/api/contact', {
      name: 'Sandra',
      email: 'sandra@example.sr',
      subject: 'Een vraag',
      message: 'Hallo\u0000daar, is dit nog te koop?',
    });
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toEqual({ message: 'Bevat ongeldige tekens' });
    // Newlines and tabs are fine in a message; not in a subject.
    const subject = await post('/api/contact', {
      name: 'Sandra',
      email: 'sandra@example.sr',
      subject: 'Een\nvraag',
      message: 'Regel een\nRegel\ttwee',
    });
    expect((await json(subject)).errors).toEqual({ subject: 'Bevat ongeldige tekens' });
    const search = await fetch(`${gateway.url}/api/ads?search=fiets%00`);
    expect((await json(search)).errors).toEqual({ search: 'Bevat ongeldige tekens' });
  });

  it('refuses half a surrogate pair anywhere in a body with 400 naming the field, before a validator can throw on it', async () => {
    // JSON.stringify spells a lone surrogate as the escape \\ud800, which JSON.parse turns back into one.
    const register = await post('/api/auth/register', { email: 'a\ud800@example.sr', password: 'Geheim123!', firstName: 'An' });
    expect(register.status).toBe(400);
    expect((await json(register)).errors).toEqual({ email: 'Bevat ongeldige tekens' });
    const nested = await post('/api/contact', {
      name: 'Sandra',
      email: 's@example.sr',
      subject: 'x',
      message: 'y',
      extra: { a: ['\udc00'] },
    });
    expect((await json(nested)).errors).toEqual({ extra: 'Bevat ongeldige tekens' });
    const emoji = await post('/api/contact', { name: 'Sandra 🌴', email: 'sandra@example.sr', subject: 'Een vraag', message: 'Hallo' });
    expect((await json(emoji)).errors?.name).toBeUndefined();
  });

  it('takes only the canonical decimal spelling as an ad id', async () => {
    for (const id of ['0x12b', '299.0', '299e0', '+299', '0299', '%20299']) {
      const res = await fetch(`${gateway.url}/api/ads/${id}`);
      expect([id, res.status]).toEqual([id, 400]);
      expect((await json(res)).message).toBe(ADS_MESSAGES.idInvalid);
    }
  });

  it('refuses a parameter in a shape it does not take, naming it, and folds a list where a list is meant', async () => {
    for (const query of ['search[]=x', 'categoryId[]=1', 'search=a&search=b', 'location[a]=b']) {
      const res = await fetch(`${gateway.url}/api/ads?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
      const name = query.split(/[[=]/)[0];
      expect((await json(res)).errors).toEqual({ [name]: COMMON_MESSAGES.singleValue });
    }
    const responder = await startResponder(ADS_SUBJECTS.list, (m) => ({ response: { ads: [], total: 0, echo: m.data } }));
    try {
      for (const query of ['ids[]=3&ids[]=4', 'ids=3&ids=4', 'ids=3,4']) {
        const res = await fetch(`${gateway.url}/api/ads?${query}&limit=${query.length}`);
        expect(res.status).toBe(200);
        expect(((await res.json()) as { echo: { ids: number[] } }).echo.ids).toEqual([3, 4]);
      }
    } finally {
      await responder.close();
    }
  });

  it('remembers an unknown ad for the cache time instead of asking the database on every request', async () => {
    let asked = 0;
    const responder = await startResponder(ADS_SUBJECTS.view, () => {
      asked++;
      return { err: { code: ErrorCode.NotFound, message: 'Advertentie niet gevonden' } };
    });
    try {
      for (let i = 0; i < 5; i++) expect((await fetch(`${gateway.url}/api/ads/424242`)).status).toBe(404);
      expect(asked).toBe(1);
    } finally {
      await responder.close();
    }
  });

  it('takes only the known fields of each kind of analytics record', async () => {
    const res = await post('/api/analytics/log', { actionType: 'view_ad', actionData: { ad_id: 5, wachtwoord: 'geheim' } });
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toEqual({ actionData: ANALYTICS_MESSAGES.actionDataKeys });
    const bad = await post('/api/analytics/log', { actionType: 'contact_click', actionData: { ad_id: 'vijf', contact_method: 'phone' } });
    expect(bad.status).toBe(400);
  });

  it('keeps the health details for the operator', async () => {
    expect((await fetch(`${gateway.url}/api/health/details`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/api/health/details`, { headers: { authorization: 'Bearer fout' } })).status).toBe(404);
    const details = await fetch(`${gateway.url}/api/health/details`, { headers: { authorization: 'Bearer operator-secret-123456' } });
    expect([200, 503]).toContain(details.status);
    expect(await details.json()).toHaveProperty('services.ads');
  });

  it('sends Strict-Transport-Security only over https, and forbids framing in both headers', async () => {
    const plain = await fetch(`${gateway.url}/api/health/live`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const https = await fetch(`${gateway.url}/api/health/live`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
