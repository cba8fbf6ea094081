import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { dockerfileStages, envExampleVariables, interpolatedVariables, schemaVariables } from './validation/compose-files';

const ROOT = path.resolve(__dirname, '..');
const SERVICES = ['ads-service', 'accounts-service', 'billing-service', 'moderation-service', 'analytics-service'];
const APPS = ['gateway', ...SERVICES];
const INFRA = ['postgres', 'nats', 'minio', 'mailpit'];

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string | null>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  restart?: string;
  container_name?: string;
}

const composeText = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
// Compose resolves YAML merge keys (<<) as YAML 1.1 does.
const compose = parse(composeText, { merge: true }) as { services: Record<string, ComposeService> };
const services = compose.services;
const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const envExample = envExampleVariables(readFileSync(path.join(ROOT, '.env.example'), 'utf8'));

describe('docker-compose.yml', () => {
  it('runs the infrastructure and exactly one service per app', () => {
    expect(Object.keys(services).sort()).toEqual([...INFRA, ...APPS].sort());
    expect(services.postgres.image).toBe('postgres:16');
    expect(services.postgres.environment?.POSTGRES_DB).toBe('${POSTGRES_DB:-marketplace}');
    expect(services.nats.command).toContain('-js');
    expect(services.gateway.ports).toEqual(['${PORT:-8080}:8080']);
  });

  it.each(Object.keys(services))('gives %s a healthcheck and a restart policy', (name) => {
    const check = services[name].healthcheck;
    expect(check?.disable).toBeFalsy();
    expect(check?.test?.length).toBeGreaterThan(0);
    expect(services[name].restart).toBe('unless-stopped');
  });

  it('checks NATS on its monitoring port and PostgreSQL with pg_isready', () => {
    expect(services.nats.healthcheck?.test).toContain('http://127.0.0.1:8222/healthz');
    expect(services.nats.command).toEqual(expect.arrayContaining(['-m', '8222']));
    expect(String(services.postgres.healthcheck?.test)).toContain('pg_isready');
  });

  it('can scale the apps: no fixed container names, and no host port but the gateway', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.container_name]).toEqual([name, undefined]);
      if (SERVICES.includes(name)) expect([name, service.ports]).toEqual([name, undefined]);
    }
  });

  it.each(APPS)('builds %s from a Dockerfile target that exists, with APP naming a buildable app', (app) => {
    const build = services[app].build;
    expect(build?.context).toBe('.');
    expect(existsSync(path.join(ROOT, build?.dockerfile ?? 'Dockerfile'))).toBe(true);
    expect(dockerfileStages(dockerfile)).toContain(build?.target);
    expect(build?.args?.APP).toBe(app);
    const project = JSON.parse(readFileSync(path.join(ROOT, 'apps', app, 'project.json'), 'utf8'));
    expect(project.targets.build.command).toBe(`node scripts/build-node.mjs apps/${app}`);
  });

  it.each(APPS)('starts %s only after its infrastructure is healthy, pointed at the compose services', (app) => {
    const s = services[app];
    for (const dependency of INFRA) expect(s.depends_on?.[dependency]).toEqual({ condition: 'service_healthy' });
    expect(s.environment?.NATS_URL).toBe('nats://nats:4222');
    expect(new URL(String(s.environment?.DATABASE_URL).replace(/\$\{[^}]+\}/g, 'x')).host).toBe('postgres:5432');
    expect(s.environment?.S3_ENDPOINT).toBe('http://minio:9000');
    expect(s.environment?.SMTP_URL).toBe('smtp://mailpit:1025');
  });

  it.each(SERVICES)('starts two replicas of %s, within the connection limit, and gives each time to drain', (app) => {
    const s = services[app] as ComposeService & { deploy?: { replicas?: number }; stop_grace_period?: string };
    expect(s.deploy?.replicas).toBe(2);
    expect(Number(s.environment?.DB_POOL_SIZE) * 2 * SERVICES.length).toBeLessThanOrEqual(97);
    const shutdownMs = Number(/:-(\d+)\}$/.exec(String(s.environment?.SHUTDOWN_TIMEOUT_MS))?.[1]);
    expect(shutdownMs).toBeGreaterThanOrEqual(5000);
    expect(Number(/^(\d+)s$/.exec(String(s.stop_grace_period))?.[1]) * 1000).toBeGreaterThan(shutdownMs);
  });

  it('starts the gateway after every service is healthy', () => {
    for (const service of SERVICES) expect(services.gateway.depends_on?.[service]).toEqual({ condition: 'service_healthy' });
  });

  it.each(SERVICES)('probes %s on the HEALTH_PORT it gives it', (app) => {
    const port = services[app].environment?.HEALTH_PORT;
    expect(port).toBe('9000');
    expect(JSON.stringify(services[app].healthcheck?.test)).toContain(`http://127.0.0.1:${port}/health`);
  });

  it('requires the production secrets instead of defaulting them', () => {
    for (const secret of ['ADMIN_PASSWORD', 'SESSION_SECRET', 'CRON_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']) {
      expect(services.gateway.environment?.[secret]).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
    }
  });

  it('documents in .env.example every variable it reads from .env', () => {
    const passedThrough = Object.entries(services.gateway.environment ?? {})
      .filter(([, v]) => v === null)
      .map(([k]) => k);
    for (const name of [...interpolatedVariables(composeText), ...passedThrough])
      expect([name, envExample.has(name)]).toEqual([name, true]);
  });
});

describe('.env.example', () => {
  it('documents every variable the apps read (their config/env.ts schemas), each under a comment', () => {
    const files = [
      path.join(ROOT, 'libs/server/src/env/load-env.ts'),
      ...APPS.map((app) => path.join(ROOT, 'apps', app, 'src/config/env.ts')),
    ];
    const read = schemaVariables(files.filter(existsSync).map((f) => readFileSync(f, 'utf8')));
    expect(read.size).toBeGreaterThan(10);
    for (const name of read) expect([name, envExample.has(name)]).toEqual([name, true]);
    for (const [name, comment] of envExample) expect([name, comment.length > 0]).toEqual([name, true]);
  });
});

describe('Dockerfile', () => {
  it('builds in stages and runs on node:20-bookworm-slim with production dependencies only, as a non-root user', () => {
    expect(dockerfileStages(dockerfile)).toEqual(['deps', 'build', 'prod-deps', 'runtime']);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    expect(dockerfile).toMatch(/^FROM \$\{NODE_IMAGE\} AS runtime$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^RUN npx nx run-many -t build/m);
    expect(dockerfile).toMatch(/^ARG APP=gateway$/m);
    const user = dockerfile.match(/^USER (\d+)(:\d+)?$/m);
    expect(Number(user?.[1])).toBeGreaterThan(0);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
  });

  it('copies only files that exist and .dockerignore keeps, and keeps secrets and outputs out of the build context', () => {
    const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1].split(/\s+/)).filter((s) => s !== '.');
    expect(sources.sort()).toEqual(['.npmrc', '.npmrc', 'package-lock.json', 'package-lock.json', 'package.json', 'package.json']);
    for (const source of sources) {
      expect(existsSync(path.join(ROOT, source))).toBe(true);
      expect(ignored).not.toContain(source);
    }
    for (const mustStayOut of ['.env', '**/node_modules', 'dist', '.git']) expect(ignored).toContain(mustStayOut);
    // What `nx run-many -t build` reads in the build stage.
    for (const buildInput of ['apps', 'libs', 'scripts', 'nx.json', 'tsconfig.base.json']) {
      expect(existsSync(path.join(ROOT, buildInput))).toBe(true);
      expect(ignored.filter((pattern) => buildInput === pattern || buildInput.startsWith(`${pattern}/`))).toEqual([]);
    }
  });
});
