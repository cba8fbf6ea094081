// Checks that PostgreSQL and NATS answer before anything starts, and says in one line how to start
// the one that does not: a newcomer must never watch a process hang on a missing server.
import net from 'node:net';
import pg from 'pg';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/marketplace';
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

const HOW_TO_START = {
  postgres: 'start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  nats:
    'start it with: start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd ' +
    '/var/lib/nats-server -l /var/log/nats-server.log',
};

function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function checkPostgres(databaseUrl) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return `PostgreSQL is not reachable at ${redact(databaseUrl)} (${error.code ?? error.message}); ${HOW_TO_START.postgres}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function checkNats(natsUrl) {
  const first = natsUrl.split(',')[0];
  const url = new URL(first.replace(/^nats:/, 'http:'));
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 4222) });
    const fail = (reason) => {
      socket.destroy();
      resolve(`NATS is not reachable at ${first} (${reason}); ${HOW_TO_START.nats}`);
    };
    socket.setTimeout(3000, () => fail('timeout'));
    socket.once('error', (error) => fail(error.code ?? error.message));
    // A NATS server greets every client with an INFO line.
    socket.once('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('INFO') ? null : `NATS is not answering at ${first}; ${HOW_TO_START.nats}`);
    });
  });
}

/** Exits the process with one clear line per unreachable server. */
export async function requireInfrastructure({ databaseUrl, natsUrl }) {
  const problems = (await Promise.all([checkPostgres(databaseUrl), checkNats(natsUrl)])).filter(Boolean);
  if (problems.length) {
    for (const line of problems) console.error(line);
    process.exit(1);
  }
}

/** Creates the database in the URL when missing. */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      return true;
    }
    return false;
  } finally {
    await client.end();
  }
}
