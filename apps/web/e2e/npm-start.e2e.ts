import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { adminQuery, freePort, freePortRange } from '../../../scripts/lib/product.cjs';

// `npm start` as a newcomer runs it (without the build step, which the e2e target has done), on a database and
// port of its own: one service killed with SIGKILL comes back on its own while the site keeps serving pages.
describe('npm start keeps the product running', () => {
  const root = path.resolve(__dirname, '../../..');
  const id = `${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
  const database = `surimarkt_e2e_${id}`;
  const base = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/marketplace');
  base.pathname = `/${database}`;
  let start: ChildProcess;
  let url: string;
  let metricsBase: number;
  let log = '';

  const health = async () => {
    const res = await fetch(`${url}/api/health`).catch(() => null);
    return res ? ((await res.json()) as { services: Record<string, string> }) : null;
  };
  const until = async (what: () => Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (await what().catch(() => false)) return true;
      await new Promise((r) => setTimeout(r, 250));
    }
    return false;
  };
  /** The node process of one app, among npm start's own children. */
  const pidOf = (app: string) => {
    const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(start.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n');
    const line = lines.find((l) => l.includes(`dist/apps/${app}/src/main.js`));
    if (!line) throw new Error(`no process for ${app}: ${lines.join(' | ')}`);
    return Number(line.trim().split(/\s+/)[0]);
  };

  beforeAll(async () => {
    const port = await freePort();
    url = `http://localhost:${port}`;
    metricsBase = await freePortRange(6);
    start = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: base.toString(),
        PORT: String(port),
        PUBLIC_URL: url,
        NATS_SUBJECT_PREFIX: `start.${id}.`,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        METRICS_PORT: String(metricsBase),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    start.stdout?.on('data', (d: Buffer) => {
      log += d.toString();
    });
    start.stderr?.on('data', (d: Buffer) => {
      log += d.toString();
    });
    expect(await until(async () => (await fetch(`${url}/api/health`)).ok, 90_000)).toBe(true);
  }, 120_000);

  afterAll(async () => {
    if (start && start.exitCode === null) {
      start.kill('SIGINT');
      await new Promise((r) => {
        start.once('exit', r);
        setTimeout(r, 15_000).unref();
      });
    }
    await adminQuery(base.toString(), `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }, 30_000);

  it('serves /metrics on METRICS_PORT for the gateway and on the next five for ads, accounts, billing, moderation, analytics', async () => {
    const metricsOf = async (port: number) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(await metricsOf(metricsBase)).toContain('http_request_duration_seconds_count{method="GET",route="/api/health"');
    for (const [i, service] of ['ads', 'accounts', 'billing', 'moderation', 'analytics'].entries()) {
      const health = `nats_request_duration_seconds_count{side="server",subject="${service}.health",outcome="ok"}`;
      // A service's metrics server may come up a moment after the gateway first answers (a loaded machine: seen once).
      await until(async () => (await metricsOf(metricsBase + 1 + i)).includes(health), 30_000);
      expect([service, await metricsOf(metricsBase + 1 + i)]).toEqual([service, expect.stringContaining(health)]);
    }
  });

  it.each(['ads', 'accounts', 'billing', 'moderation', 'analytics'])(
    'brings the %s service back after kill -9, while pages are served',
    async (service) => {
      process.kill(pidOf(`${service}-service`), 'SIGKILL');
      expect(await until(async () => (await health())?.services[service] === 'down', 10_000)).toBe(true);
      // Meanwhile the gateway serves pages, and answers within its time-out.
      expect((await fetch(`${url}/contact`)).status).toBe(200);
      expect(await until(async () => (await health())?.services[service] === 'up', 60_000)).toBe(true);
      expect(log).toMatch(new RegExp(`\\[supervisor\\] \\S+ ${service} stopped \\(signal SIGKILL\\)`));
      expect(log).toMatch(new RegExp(`\\[supervisor\\] \\S+ ${service} started again`));
    },
    90_000,
  );
});
