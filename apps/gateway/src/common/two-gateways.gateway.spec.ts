import { type INestMicroservice } from '@nestjs/common';
import { bootstrapService, DEMO_USER } from '@surimarkt/server';
import { useTestDatabase } from '@surimarkt/server/testing';
import { AppModule as AccountsModule } from '../../../accounts-service/src/app.module';
import { seedDemoUser } from '../../../accounts-service/src/users/seed-demo-user';
import { AppModule as ModerationModule } from '../../../moderation-service/src/app.module';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

// Two gateways behind one load balancer: a client that spreads its requests over both gets no more than from one.
describe('gateway: limits and logouts hold across two gateways', () => {
  useTestDatabase();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const LIMIT = 12;
  // Windows are aligned to the clock; an hour-long one, entered well before its end, holds each test's counting.
  const WINDOW_MS = 3_600_000;
  let gateways: TestGateway[] = [];
  let services: INestMicroservice[] = [];

  beforeAll(async () => {
    services = [
      await bootstrapService({ service: 'accounts', module: AccountsModule, natsUrl, logLevel: 'silent', afterMigrate: seedDemoUser }),
      await bootstrapService({ service: 'moderation', module: ModerationModule, natsUrl, logLevel: 'silent' }),
    ];
    // Behind a proxy (loopback), so each request comes from the address its X-Forwarded-For names.
    const env = {
      TRUST_PROXY: 'loopback',
      PUBLIC_URL: 'http://surimarkt.test',
      NATS_TIMEOUT_MS: '10000',
      THROTTLE_LIMIT: String(LIMIT),
      THROTTLE_TTL_MS: String(WINDOW_MS),
    };
    gateways = [await startTestGateway(env), await startTestGateway(env)];
  });
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await Promise.all(services.map((s) => s.close()));
  });

  /** Request i goes to gateway i mod 2, as a round-robin balancer sends them. */
  const call = (i: number, p: string, ip: string, init: RequestInit = {}) =>
    fetch(`${gateways[i % 2].url}/api${p}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(init.headers as Record<string, string>) },
    });
  const post = (i: number, p: string, ip: string, json: unknown, headers: Record<string, string> = {}) =>
    call(i, p, ip, { method: 'POST', body: JSON.stringify(json), headers });
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

  it('allows a client the same number of requests per window over two gateways as over one', async () => {
    const toWindowEnd = WINDOW_MS - (Date.now() % WINDOW_MS);
    if (toWindowEnd < 20_000) await new Promise((resolve) => setTimeout(resolve, toWindowEnd + 100));
    const overOne = await Promise.all(Array.from({ length: 30 }, () => call(0, '/admin/login-hint', '190.10.0.1')));
    const overTwo = await Promise.all(Array.from({ length: 30 }, (_, i) => call(i, '/admin/login-hint', '190.10.0.2')));
    expect(tally(overOne.map((r) => r.status))).toEqual({ 200: LIMIT, 429: 30 - LIMIT });
    expect(tally(overTwo.map((r) => r.status))).toEqual({ 200: LIMIT, 429: 30 - LIMIT });
    // One after another too, and on both gateways the client stays refused; another client is not held back.
    const oneByOne: number[] = [];
    for (let i = 0; i < 20; i++) oneByOne.push((await call(i, '/admin/login-hint', '190.10.0.3')).status);
    expect(tally(oneByOne)).toEqual({ 200: LIMIT, 429: 20 - LIMIT });
    expect((await call(1, '/admin/login-hint', '190.10.0.2')).status).toBe(429);
    expect((await call(0, '/admin/login-hint', '190.10.0.4')).status).toBe(200);
  }, 60_000);

  it("checks at most five of an account's passwords when the guesses are spread over both", async () => {
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(i, '/auth/login', `190.11.0.${i + 1}`, { email: 'ravi@example.sr', password: `Raden${i}!` }),
      ),
    );
    expect(tally(guesses.map((r) => r.status))).toEqual({ 401: 5, 429: 7 });
  });

  it('checks at most ten back-office passwords per address when the guesses are spread over both', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 24 }, (_, i) => post(i, '/admin/login', '190.12.0.1', { password: `raden-${i}` })),
    );
    expect(tally(guesses.map((r) => r.status))).toEqual({ 401: 10, 429: 14 });
  });

  it('ends a session on both gateways when it is logged out on one', async () => {
    const login = await post(0, '/auth/login', '190.13.0.1', { email: DEMO_USER.email, password: DEMO_USER.password, bearer: true });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const bearer = { authorization: `Bearer ${token}` };
    // The other gateway has the session cached when the logout happens on the first.
    expect((await call(1, '/auth/user', '190.13.0.1', { headers: bearer })).status).toBe(200);
    expect((await post(0, '/auth/logout', '190.13.0.1', {}, bearer)).status).toBe(200);
    expect((await call(1, '/auth/user', '190.13.0.1', { headers: bearer })).status).toBe(401);
  });

  it('ends a back-office token on both gateways when it is logged out on one', async () => {
    const login = await post(0, '/admin/login', '190.14.0.1', { password: 'admin' });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const header = { 'admin-token': token };
    expect((await call(1, '/admin/audit-log', '190.14.0.1', { headers: header })).status).toBe(200);
    expect((await post(0, '/admin/logout', '190.14.0.1', {}, header)).status).toBe(200);
    expect((await call(1, '/admin/audit-log', '190.14.0.1', { headers: header })).status).toBe(401);
  });
});
