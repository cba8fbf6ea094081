// `npm start`: checks PostgreSQL and NATS, creates the database, builds what is not built (Nx cache),
// then runs the five services and the gateway as one log stream; each service migrates its own schema
// and loads demo data into an empty database (outside production). Ctrl-C stops them all.
import { randomBytes } from 'node:crypto';
import concurrently from 'concurrently';
import webpush from 'web-push';
import { APPS, mainOf, metricsPortOf } from './lib/apps.mjs';
import { DEFAULT_DATABASE_URL, DEFAULT_NATS_URL, ensureDatabase, requireInfrastructure } from './lib/infra-check.mjs';
import { run } from './lib/run.mjs';
import { supervise } from './lib/supervisor.mjs';

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATABASE_URL: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
  NATS_URL: process.env.NATS_URL ?? DEFAULT_NATS_URL,
  PORT: process.env.PORT ?? '8080',
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
};
// Outside production the secrets are random per start (contract), but one value for every process: the
// moderation-service signs the operator's one-click links and must still accept them after a restart of itself.
if (env.NODE_ENV !== 'production') {
  env.SESSION_SECRET ||= randomBytes(32).toString('hex');
  env.CRON_SECRET ||= randomBytes(32).toString('hex');
  // Every accounts-service replica signs pushes with the same VAPID pair, and browsers subscribed with its public key.
  if (!env.VAPID_PUBLIC_KEY) {
    const vapid = webpush.generateVAPIDKeys();
    env.VAPID_PUBLIC_KEY = vapid.publicKey;
    env.VAPID_PRIVATE_KEY = vapid.privateKey;
  }
}

await requireInfrastructure({ databaseUrl: env.DATABASE_URL, natsUrl: env.NATS_URL });
if (await ensureDatabase(env.DATABASE_URL)) console.log(`created database ${new URL(env.DATABASE_URL).pathname.slice(1)}`);

if (!process.argv.includes('--no-build')) {
  const code = await run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { env });
  if (code !== 0) {
    console.error('build failed; nothing started');
    process.exit(code);
  }
}

// One process dying must not take the others down: the supervisor starts it again (scripts/lib/supervisor.mjs).
const { commands } = concurrently(
  APPS.map((app) => ({
    command: `exec node --enable-source-maps ${mainOf(app)}`,
    name: app.replace(/-service$/, ''),
    env: { ...env, METRICS_PORT: String(metricsPortOf(app, Number(env.METRICS_PORT ?? 9464))) },
  })),
  { prefix: 'name', padPrefix: true, killOthersOn: [], handleInput: false },
);
const supervisor = supervise(commands);

const url = `http://localhost:${env.PORT}`;
void (async () => {
  for (let i = 0; i < 120; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        console.log(`\nSuriMarkt is up: ${url}  (API: ${url}/api/ads, health: ${url}/api/health)  Ctrl-C stops everything.\n`);
        return;
      }
    } catch {
      // not listening yet
    }
  }
  console.error(`SuriMarkt did not become healthy within 2 minutes: see ${url}/api/health and the log above.`);
})();

const stop = () => supervisor.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
