// `npm run restore -- <dump> [--database <name>]`: puts a nightly backup (the `backup` job's pg_dump, custom format)
// back into an empty database, which it creates if missing, then says how to start the product on it. It refuses a
// database that already holds SuriMarkt's schemas: a restore never writes over live data.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { DEFAULT_DATABASE_URL } from './lib/infra-check.mjs';

const SCHEMAS = ['ads', 'accounts', 'billing', 'moderation', 'analytics'];

function parseArgs(argv) {
  const args = { dump: null, database: null };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--database') args.database = argv[++i];
    else if (!args.dump) args.dump = argv[i];
  }
  return args;
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const { dump, database } = parseArgs(process.argv.slice(2));
if (!dump || !existsSync(dump)) {
  console.error(
    'usage: npm run restore -- <dump file> [--database <name>]   (DATABASE_URL names the server and, by default, the database)',
  );
  process.exit(2);
}
const target = new URL(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
if (database) target.pathname = `/${database}`;
const name = decodeURIComponent(target.pathname.slice(1));
const server = new URL(target);
server.pathname = '/postgres';

const exists = await withClient(
  server.toString(),
  async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount,
);
if (!exists) await withClient(server.toString(), (c) => c.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`));
const taken = await withClient(target.toString(), async (c) =>
  (await c.query('SELECT nspname FROM pg_namespace WHERE nspname = ANY($1)', [SCHEMAS])).rows.map((r) => r.nspname),
);
if (taken.length) {
  console.error(`database ${name} is not empty (it has the schemas ${taken.join(', ')}): restore into a new one (--database <name>)`);
  process.exit(1);
}
// --exit-on-error: a half-restored database must not look like a good one.
await promisify(execFile)('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target}`, dump], { maxBuffer: 10 * 1024 * 1024 });
const safe = new URL(target);
if (safe.password) safe.password = '***';
console.log(`restored ${dump} into ${name}; start the product on it with DATABASE_URL=${safe} (each service finds its schema migrated)`);
