// `npm test`: every test of the project against the real PostgreSQL and NATS. Lint, typecheck and the
// unit/integration suites run through Nx's task graph; the browser tests (web:e2e) start the built product
// on a database of their own. Exits non-zero on any failure.
import { connect } from 'nats';
import pg from 'pg';
import { DEFAULT_DATABASE_URL, DEFAULT_NATS_URL, requireInfrastructure } from './lib/infra-check.mjs';
import { run } from './lib/run.mjs';

const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
  NATS_URL: process.env.NATS_URL ?? DEFAULT_NATS_URL,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR,
};

await requireInfrastructure({ databaseUrl: env.DATABASE_URL, natsUrl: env.NATS_URL });
await dropStaleTestDatabases(env.DATABASE_URL);
await deleteStaleTestStreams(env.NATS_URL);

const steps = [
  ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--output-style=static', '--skip-nx-cache'],
  ['nx', 'run-many', '-t', 'e2e', '--output-style=static', '--skip-nx-cache'],
];
let failed = 0;
for (const step of steps) {
  const code = await run('npx', step, { env });
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);

/** Test files drop their databases; one killed midway leaves its database behind. Names carry their creation time. */
async function dropStaleTestDatabases(databaseUrl) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname ~ '^surimarkt_(test|e2e)_[0-9]+_'`);
    const cutoff = Date.now() / 1000 - 3 * 3600;
    for (const { datname } of rows) {
      const created = Number(datname.split('_')[2]);
      if (created < cutoff) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

/** Each test run has its own event stream, rate-limit and upload buckets (named after its subject prefix and creation time); same rule. */
async function deleteStaleTestStreams(natsUrl) {
  const nc = await connect({ servers: natsUrl.split(',') });
  try {
    const jsm = await nc.jetstreamManager();
    const cutoff = Date.now() / 1000 - 3 * 3600;
    for await (const stream of jsm.streams.list()) {
      const match = /^(?:KV_|OBJ_)?SURIMARKT_(?:EVENTS|RATE_LIMITS|UPLOADS|UPLOAD_PARTS)_(?:TEST|START|RUN)_(\d+)_/.exec(
        stream.config.name,
      );
      if (match && Number(match[1]) < cutoff) await jsm.streams.delete(stream.config.name);
    }
  } finally {
    await nc.close();
  }
}
