import { type INestMicroservice } from '@nestjs/common';
import { ACCOUNT_MESSAGES as M, ADMIN_MESSAGES, type HttpErrorBody } from '@surimarkt/contracts';
import { bootstrapService, DEMO_USER } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { seedDemoUser } from '../../../accounts-service/src/users/seed-demo-user';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// Password guessing as an attacker tries it: many guesses at once, from one address or many (security round two).
describe('gateway: guessing passwords', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let gateway: TestGateway;
  let services: INestMicroservice[] = [];

  beforeAll(async () => {
    services = [
      await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent', afterMigrate: seedDemoUser }),
      await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' }),
    ];
    // Behind a proxy (loopback), so each request may come from the address its X-Forwarded-For names.
    // The checked guesses are slowed on purpose (up to 1.5 s each, with the hashing): the default 5 s, not the tests' 1.5 s.
    gateway = await startTestGateway({ TRUST_PROXY: 'loopback', PUBLIC_URL: 'http://surimarkt.test', NATS_TIMEOUT_MS: '10000' });
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all(services.map((s) => s.close()));
  });

  const post = (p: string, json: unknown, ip: string, cookie?: string) =>
    fetch(`${gateway.url}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(json),
    });
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

  it('checks at most ten back-office passwords per address, also when forty arrive at once', async () => {
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => post('/admin/login', { password: `raden-${i}` }, '190.98.1.1')));
    expect(tally(guesses.map((r) => r.status))).toEqual({ 401: 10, 429: 30 });
    const refused = guesses.find((r) => r.status === 429)!;
    expect(((await refused.json()) as HttpErrorBody).message).toBe(ADMIN_MESSAGES.loginThrottled);
    // The address stays refused, even with the right password; another address is not held back.
    expect((await post('/admin/login', { password: 'admin' }, '190.98.1.1')).status).toBe(429);
    expect((await post('/admin/login', { password: 'admin' }, '190.98.1.2')).status).toBe(200);
  });

  it('lets the owner log in while strangers have filled the reset bucket for their address', async () => {
    const owner = await post('/auth/login', { email: DEMO_USER.email, password: DEMO_USER.password }, '190.93.0.1');
    const deviceCookie = owner.headers
      .getSetCookie()
      .find((c) => c.startsWith('sm_device='))!
      .split(';')[0];
    // More reset requests naming the owner than the per-e-mail bucket takes, from many addresses.
    const resets = await Promise.all(
      Array.from({ length: 24 }, (_, i) => post('/auth/forgot-password', { email: DEMO_USER.email }, `190.92.0.${i + 1}`)),
    );
    expect(resets.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    // The owner's own phone, and a browser new to them, both get in with the right password.
    expect((await post('/auth/login', { email: DEMO_USER.email, password: DEMO_USER.password }, '190.93.0.1', deviceCookie)).status).toBe(
      200,
    );
    expect((await post('/auth/login', { email: DEMO_USER.email, password: DEMO_USER.password }, '190.91.0.1')).status).toBe(200);
  });

  it("checks at most five of an account's passwords however many addresses guess at once", async () => {
    const guesses = await Promise.all(
      Array.from({ length: 19 }, (_, i) => post('/auth/login', { email: 'ravi@example.sr', password: `Raden${i}!` }, `190.99.0.${i + 1}`)),
    );
    expect(tally(guesses.map((r) => r.status))).toEqual({ 401: 5, 429: 14 });
    expect(((await guesses.find((r) => r.status === 429)!.json()) as HttpErrorBody).message).toBe(M.loginThrottled);
  });

  it("keeps the owner's own device working while strangers' guesses have locked the account", async () => {
    // The owner logs in on their phone: it gets the device cookie, httpOnly and sent to the login only.
    const owner = await post('/auth/login', { email: DEMO_USER.email, password: DEMO_USER.password }, '190.97.0.1');
    expect(owner.status).toBe(200);
    const device = owner.headers.getSetCookie().find((c) => c.startsWith('sm_device='))!;
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/Path=\/api\/auth/);
    const deviceCookie = device.split(';')[0];

    const strangers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post('/auth/login', { email: DEMO_USER.email, password: `Raden${i}!` }, `190.96.0.${i + 1}`)),
    );
    expect(tally(strangers.map((r) => r.status))).toEqual({ 401: 5, 429: 3 });
    // A browser the owner never used is locked out for now; the owner's phone is not.
    expect((await post('/auth/login', { email: DEMO_USER.email, password: DEMO_USER.password }, '190.95.0.1')).status).toBe(429);
    expect((await post('/auth/login', { email: DEMO_USER.email, password: DEMO_USER.password }, '190.97.0.1', deviceCookie)).status).toBe(
      200,
    );
    // A device cookie of another account gives no way around the lock.
    const other = await post('/auth/login', { email: DEMO_USER.email, password: 'Raden9!' }, '190.94.0.1', 'sm_device=' + 'x'.repeat(43));
    expect(other.status).toBe(429);
  });
});
