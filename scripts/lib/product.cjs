// Starts the built product (dist/) on a database, port and NATS subject space of its own, and stops it again.
// Used by the browser tests and both benchmarks, so none of them disturbs a running `npm start`.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdtempSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');
const webpush = require('web-push');

const root = path.resolve(__dirname, '../..');
const SERVICES = ['ads-service', 'accounts-service', 'billing-service', 'moderation-service', 'analytics-service'];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether a server can listen on `port` now. */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive free ports (the metrics ports of npm start: METRICS_PORT and the next five). Below
 * Linux's ephemeral range (32768 and up), where freePort's ports and every outgoing connection's come from: a range
 * next to a free port once took the port a gateway was then given, and served it HTML for metrics.
 */
async function freePortRange(count) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const base = 20000 + Math.floor(Math.random() * (32000 - 20000 - count));
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if ((await Promise.all(ports.map(canListen))).every(Boolean)) return base;
  }
  throw new Error(`no ${count} consecutive free ports between 20000 and 32000`);
}

async function adminQuery(databaseUrl, sql) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseName(databaseUrl) {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}

/**
 * options.database: name of an existing database to use (kept afterwards), else a fresh one is created and dropped.
 * options.env: extra environment. options.apps: which processes (default: all five services and the gateway).
 * options.waitForAds: wait until /api/ads lists at least one ad (demo data loaded).
 * options.quiet: discard the apps' output (a benchmark logs at info level without flooding the terminal).
 * options.replicas: how many of each app (default 1); the gateways listen on ports of their own (product.baseUrls).
 * options.appEnv: extra environment of one app, by app name ({ 'accounts-service': { SEED_DEMO: 'true' } }).
 * options.metrics: each app's first replica serves GET /metrics on a free port of its own (product.metricsPorts);
 * without it no process serves metrics, so runs side by side never contend for a port.
 * options.captureOutput: the apps' log lines are kept in product.output ({ app, line }) instead of shown.
 */
async function startProduct(options = {}) {
  const id = `${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/marketplace');
  const ownsDatabase = !options.database;
  base.pathname = `/${options.database || `surimarkt_e2e_${id}`}`;
  const databaseUrl = base.toString();
  if (ownsDatabase) await adminQuery(databaseUrl, `CREATE DATABASE "${databaseName(databaseUrl)}"`);
  const port = options.port || (await freePort());
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'surimarkt-run-'));
  // One VAPID pair for every accounts-service replica, as npm start does: a push signed by any of them is valid.
  const vapid = webpush.generateVAPIDKeys();
  const env = {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    NATS_SUBJECT_PREFIX: `run.${id}.`,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    SEED_DEMO: 'true',
    UPLOADS_DIR: path.join(scratch, 'uploads'),
    PAGES_DIR: path.join(scratch, 'pages'),
    MAIL_DIR: path.join(scratch, 'mail'),
    SMS_DIR: path.join(scratch, 'sms'),
    THROTTLE_LIMIT: '1000000',
    LOG_LEVEL: 'warn',
    METRICS_PORT: '0',
    ...options.env,
  };
  const apps = options.apps || [...SERVICES, 'gateway'];
  const replicas = options.replicas || 1;
  const ports = [port];
  // Each free when asked and closed again at once: the kernel may hand the same port out twice, so none is taken twice.
  const taken = new Set(ports);
  const anotherFreePort = async () => {
    let next = await freePort();
    while (taken.has(next)) next = await freePort();
    taken.add(next);
    return next;
  };
  for (let r = 1; r < replicas; r++) ports.push(await anotherFreePort());
  const metricsPorts = {};
  if (options.metrics) for (const app of apps) metricsPorts[app] = await anotherFreePort();
  const product = {
    metricsPorts,
    output: [],
    captureOutput: Boolean(options.captureOutput),
    baseUrl: `http://localhost:${port}`,
    baseUrls: ports.map((p) => `http://localhost:${p}`),
    databaseUrl,
    children: [],
    processes: [],
    ownsDatabase,
    env,
    ports,
    quiet: Boolean(options.quiet),
    appEnv: options.appEnv || {},
  };
  for (let replica = 0; replica < replicas; replica++) for (const app of apps) startApp(product, app, replica);
  const deadline = Date.now() + (options.timeoutMs || 120000);
  const ready = async (baseUrl) => {
    const res = await fetch(`${baseUrl}/api/health`);
    if (!res.ok && !(options.apps && res.status === 503)) return false;
    return !options.waitForAds || (await (await fetch(`${baseUrl}/api/ads?limit=1`)).json()).total > 0;
  };
  while (Date.now() < deadline) {
    if (product.children.some((c) => c.exitCode !== null)) break;
    const answers = await Promise.all(product.baseUrls.map((url) => ready(url).catch(() => false)));
    if (answers.every(Boolean)) return product;
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopProduct(product);
  throw new Error(`the product did not become ready at ${product.baseUrls.join(', ')}`);
}

/**
 * Starts (or starts again, after it stopped) one replica of an app of a started product, on the product's database,
 * subject space and, for a gateway, its port. Answers the child process.
 */
function startApp(product, app, replica = 0) {
  const env = {
    ...product.env,
    ...(replica === 0 && product.metricsPorts?.[app] ? { METRICS_PORT: String(product.metricsPorts[app]) } : {}),
    ...product.appEnv[app],
    ...(app === 'gateway' ? { PORT: String(product.ports[replica]) } : {}),
  };
  const child = spawn(process.execPath, [path.join(root, `dist/apps/${app}/src/main.js`)], {
    cwd: root,
    env,
    stdio: product.quiet ? 'ignore' : product.captureOutput ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (product.captureOutput) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) product.output.push({ app, line });
      });
    }
  }
  const index = product.processes.findIndex((p) => p.app === app && p.replica === replica);
  if (index >= 0) {
    product.children[index] = child;
    product.processes[index] = { app, replica, child };
  } else {
    product.children.push(child);
    product.processes.push({ app, replica, child });
  }
  return child;
}

async function stopProduct(product) {
  await Promise.all(
    product.children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
  if (product.ownsDatabase)
    await adminQuery(product.databaseUrl, `DROP DATABASE IF EXISTS "${databaseName(product.databaseUrl)}" WITH (FORCE)`);
}

module.exports = { startProduct, stopProduct, startApp, adminQuery, freePort, freePortRange, root, SERVICES };
