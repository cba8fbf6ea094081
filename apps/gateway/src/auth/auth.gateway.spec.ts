import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import { ACCOUNT_MESSAGES as M, type CurrentUserResponse, type HttpErrorBody, type LoginResponse } from '@surimarkt/contracts';
import { bootstrapService, DEMO_USER } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { MailerService } from '@surimarkt/server';
import { seedDemoUser } from '../../../accounts-service/src/users/seed-demo-user';
import { startAdsService } from '../../../ads-service/src/testing/start-ads-service';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// Sessions as a browser and an API client meet them: HTTP → gateway → NATS → the real accounts-service.
describe('gateway: accounts and sessions', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let accounts: INestMicroservice;
  let ads: INestMicroservice;
  let tmp: string;
  let origin: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'gateway-auth-'));
    process.env.MAIL_DIR = path.join(tmp, 'mail');
    process.env.PUBLIC_URL = 'http://surimarkt.test';
    accounts = await bootstrapService({
      service: 'accounts',
      module: AccountsModule,
      natsUrl,
      logLevel: 'silent',
      afterMigrate: seedDemoUser,
    });
    ({ app: ads } = await startAdsService({ seedDemo: false, uploadsDir: path.join(tmp, 'uploads') }));
    gateway = await startTestGateway({ SESSION_CACHE_TTL_MS: '1000', PUBLIC_URL: 'http://surimarkt.test' });
    origin = gateway.url;
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([accounts?.close(), ads?.close()]);
    await rm(tmp, { recursive: true, force: true });
  });

  const call = (p: string, init: RequestInit & { json?: unknown; cookie?: string; bearer?: string } = {}) => {
    const headers: Record<string, string> = { origin };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (init.cookie) headers.cookie = init.cookie;
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    return fetch(`${gateway.url}/api${p}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers: { ...headers, ...(init.headers as object) },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  };
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const login = async (email: string = DEMO_USER.email, password: string = DEMO_USER.password) => {
    const res = await call('/auth/login', { json: { email, password } });
    expect(res.status).toBe(200);
    return { res, body: (await res.json()) as LoginResponse, cookie: cookieOf(res) };
  };

  it('answers GET /api/auth/user with 401 and the Dutch message for a guest', async () => {
    const res = await call('/auth/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ statusCode: 401, message: M.loginRequired, error: 'Unauthorized' });
    // A cookie that is not valid percent-encoding is no cookie: 401, never a 500.
    const unreadable = await call('/auth/user', { cookie: 'sm_session=%E0%A4%A; sm_has_session=1' });
    expect(unreadable.status).toBe(401);
  });

  it('logs in with an httpOnly, SameSite=Lax session cookie and a marker cookie, and never caches the answer', async () => {
    const { res, body } = await login();
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('sm_session='))).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);
    expect(cookies.find((c) => c.startsWith('sm_session='))).not.toMatch(/Secure/); // plain http here
    expect(cookies.find((c) => c.startsWith('sm_has_session=1'))).not.toMatch(/HttpOnly/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ success: true, user: { id: DEMO_USER.id, firstName: 'Demo' } });
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const proxied = await startTestGateway({ TRUST_PROXY: 'true' });
    try {
      const res = await fetch(`${proxied.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
      });
      expect(res.headers.getSetCookie().find((c) => c.startsWith('sm_session='))).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('answers the session token only to a client that asks for it, and knows the user from either', async () => {
    const { body: browser } = await login();
    expect(browser).not.toHaveProperty('token');
    const res = await call('/auth/login', { json: { email: DEMO_USER.email, password: DEMO_USER.password, bearer: true } });
    const body = (await res.json()) as LoginResponse;
    const cookie = cookieOf(res);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(((await (await call('/auth/user', { cookie })).json()) as CurrentUserResponse).user.email).toBe(DEMO_USER.email);
    expect(((await (await call('/auth/user', { bearer: body.token })).json()) as CurrentUserResponse).user.id).toBe(DEMO_USER.id);
    expect((await call('/auth/user', { bearer: 'nep-token-dat-niet-bestaat-123456' })).status).toBe(401);
  });

  it('gives the login rules as 400 with the Dutch message per field, and a wrong password as 401 Inloggen mislukt', async () => {
    const bad = await call('/auth/login', { json: { email: 'geen-adres', password: '' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as HttpErrorBody).errors).toEqual({ email: M.emailInvalid, password: M.passwordRequired });
    const wrong = await call('/auth/login', { json: { email: DEMO_USER.email, password: 'Verkeerd1!' } });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as HttpErrorBody).message).toBe(M.loginFailed);
  });

  it('refuses a cookie-carried write from another site, while the bearer token needs no origin', async () => {
    const res = await call('/auth/login', { json: { email: DEMO_USER.email, password: DEMO_USER.password, bearer: true } });
    const body = (await res.json()) as LoginResponse;
    const cookie = cookieOf(res);
    const settings = { emailNotifications: false, pushNotifications: true, marketingEmails: false };
    const foreign = await call('/auth/notifications', { json: settings, cookie, headers: { origin: 'https://kwaadwillend.example' } });
    expect(foreign.status).toBe(403);
    const own = await call('/auth/notifications', { json: settings, cookie });
    expect(own.status).toBe(200);
    const api = await fetch(`${gateway.url}/api/auth/notifications`, { headers: { authorization: `Bearer ${body.token}` } });
    expect(await api.json()).toEqual(settings);
  });

  it('ends the session at logout on this gateway at once, and clears the cookies', async () => {
    const { cookie } = await login();
    expect((await call('/auth/user', { cookie })).status).toBe(200);
    const out = await call('/logout', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true, message: M.loggedOut });
    expect(out.headers.getSetCookie().some((c) => /^sm_session=;/.test(c))).toBe(true);
    expect((await call('/auth/user', { cookie })).status).toBe(401);
  });

  describe('on a second gateway that keeps sessions ten seconds', () => {
    let other: TestGateway;
    beforeAll(async () => {
      other = await startTestGateway({ SESSION_CACHE_TTL_MS: '10000', PUBLIC_URL: 'http://surimarkt.test' });
    });
    afterAll(() => other?.close());
    const there = (p: string, cookie: string) => fetch(`${other.url}/api${p}`, { headers: { cookie } });

    it('shows a saved profile at once (the accounts-service tells every gateway before it answers)', async () => {
      const { cookie } = await login();
      expect(((await (await there('/auth/user', cookie)).json()) as CurrentUserResponse).user.firstName).toBe('Demo');
      const profile = { firstName: 'Dina', lastName: 'Demo', email: DEMO_USER.email, location: 'Paramaribo' };
      expect((await call('/profile', { method: 'PUT', cookie, json: profile })).status).toBe(200);
      expect(((await (await there('/auth/user', cookie)).json()) as CurrentUserResponse).user.firstName).toBe('Dina');
      expect((await call('/profile', { method: 'PUT', cookie, json: { ...profile, firstName: 'Demo' } })).status).toBe(200);
      expect(((await (await there('/auth/user', cookie)).json()) as CurrentUserResponse).user.firstName).toBe('Demo');
    });

    it('ends a session there at once when it logs out here', async () => {
      const { cookie } = await login();
      expect((await there('/auth/user', cookie)).status).toBe(200);
      expect((await call('/logout', { method: 'POST', cookie })).status).toBe(200);
      expect((await there('/auth/user', cookie)).status).toBe(401);
    });
  });

  it('ends the other sessions everywhere at once when the password changes', async () => {
    const other = await startTestGateway({ SESSION_CACHE_TTL_MS: '10000' });
    try {
      const here = await login();
      const there = await login();
      expect((await fetch(`${other.url}/api/auth/user`, { headers: { cookie: there.cookie } })).status).toBe(200);
      const change = await call('/auth/change-password', {
        cookie: here.cookie,
        json: { currentPassword: DEMO_USER.password, newPassword: 'Nieuw123!', confirmPassword: 'Nieuw123!' },
      });
      expect(change.status).toBe(200);
      expect((await fetch(`${other.url}/api/auth/user`, { headers: { cookie: there.cookie } })).status).toBe(401);
      expect((await call('/auth/user', { cookie: here.cookie })).status).toBe(200);
      await call('/auth/change-password', {
        cookie: here.cookie,
        json: { currentPassword: 'Nieuw123!', newPassword: DEMO_USER.password, confirmPassword: DEMO_USER.password },
      });
    } finally {
      await other.close();
    }
  });

  it('registers, activates from the mailed link with a session cookie, and never leaks a password or hash', async () => {
    const reg = await call('/auth/register', {
      json: { firstName: 'Ravi', lastName: 'Ramdin', email: 'ravi@example.sr', password: 'Geheim12!', confirmPassword: 'Geheim12!' },
    });
    expect(reg.status).toBe(201);
    expect(JSON.stringify(await reg.json())).not.toMatch(/Geheim12|argon/);
    await accounts.get(MailerService).idle();
    const dir = path.join(tmp, 'mail');
    const eml = (await Promise.all((await readdir(dir)).map((f) => readFile(path.join(dir, f), 'utf8')))).find((m) =>
      m.includes('ravi@example.sr'),
    )!;
    const token = /email-verified\?token=(?:3D)?([A-Za-z0-9_-]+)/.exec(eml.replace(/=\r?\n/g, ''))![1];
    const verified = await call('/auth/verify-email', { json: { token } });
    expect(verified.status).toBe(200);
    // The session is in the httpOnly cookie only: a page script never sees the token.
    expect(await verified.clone().json()).not.toHaveProperty('token');
    const user = await call('/auth/user', { cookie: cookieOf(verified) });
    expect(((await user.json()) as CurrentUserResponse).user).toMatchObject({ firstName: 'Ravi', isEmailVerified: true });
  });

  it('keeps each user to their own data: every account route acts on the session, not on an id in the body', async () => {
    const ravi = await login('ravi@example.sr', 'Geheim12!');
    const put = await call('/profile', {
      method: 'PUT',
      cookie: ravi.cookie,
      json: {
        id: DEMO_USER.id,
        userId: DEMO_USER.id,
        firstName: 'Ravi',
        lastName: 'Ramdin',
        email: 'ravi@example.sr',
        location: 'Nickerie',
      },
    });
    expect(put.status).toBe(200);
    const [demo] = await accounts.get(DataSource).query('SELECT location FROM accounts.users WHERE id = $1', [DEMO_USER.id]);
    expect(demo.location).toBe('Paramaribo');
    for (const [p, method] of [
      ['/profile', 'PUT'],
      ['/auth/notifications', 'GET'],
      ['/auth/notifications', 'POST'],
      ['/auth/change-password', 'POST'],
      ['/auth/verify-phone', 'POST'],
      ['/auth/delete-account', 'POST'],
      ['/auth/resend-verification', 'POST'],
    ] as const) {
      expect([p, (await call(p, { method, json: method === 'GET' ? undefined : {} })).status]).toEqual([p, 401]);
    }
  });

  it('deletes an account with its password: its ads go, its sessions end, its cookies are cleared', async () => {
    const ravi = await login('ravi@example.sr', 'Geheim12!');
    const ds = ads.get(DataSource);
    const [category] = await ds.query('SELECT id FROM ads.categories WHERE parent_id IS NULL LIMIT 1');
    await ds.query(
      `INSERT INTO ads.ads (user_id, title, description, currency, location, category_id, status) VALUES ($1, 'Fiets', 'Een fiets', 'SRD',
         'Nickerie', $2, 'approved')`,
      [ravi.body.user.id, category.id],
    );
    const wrong = await call('/auth/delete-account', { cookie: ravi.cookie, json: { password: 'Fout123!' } });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as HttpErrorBody).message).toBe(M.passwordWrong);
    expect(await ds.query('SELECT count(*)::int AS n FROM ads.ads WHERE user_id = $1', [ravi.body.user.id])).toEqual([{ n: 1 }]);
    const done = await call('/auth/delete-account', { cookie: ravi.cookie, json: { password: 'Geheim12!' } });
    expect(done.status).toBe(200);
    expect(await ds.query('SELECT count(*)::int AS n FROM ads.ads WHERE user_id = $1', [ravi.body.user.id])).toEqual([{ n: 0 }]);
    expect((await call('/auth/user', { cookie: ravi.cookie })).status).toBe(401);
    expect((await call('/auth/login', { json: { email: 'ravi@example.sr', password: 'Geheim12!' } })).status).toBe(401);
  });

  it('has no demo login in production, and says so to the login page', async () => {
    expect(await (await call('/auth/demo-login')).json()).toEqual({ available: true });
    const prod = await startTestGateway({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      CRON_SECRET: 'y'.repeat(32),
      ADMIN_PASSWORD: 'sterk-genoeg-123',
    });
    try {
      expect((await fetch(`${prod.url}/api/auth/demo-login`, { method: 'POST' })).status).toBe(404);
      expect(await (await fetch(`${prod.url}/api/auth/demo-login`)).json()).toEqual({ available: false });
    } finally {
      await prod.close();
    }
  });
});
