import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

const root = path.resolve(__dirname, '../../../..');
const APPS = ['ads-service', 'accounts-service', 'billing-service', 'moderation-service', 'analytics-service', 'gateway'];

export interface RunningProduct {
  baseUrl: string;
  databaseUrl: string;
  children: ChildProcess[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function adminQuery(databaseUrl: string, sql: string): Promise<void> {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts the built product (dist/) on its own database, port and NATS subject space, with demo data. */
export async function startProduct(): Promise<RunningProduct> {
  const id = `${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace');
  base.pathname = `/surimarkt_e2e_${id}`;
  const databaseUrl = base.toString();
  await adminQuery(databaseUrl, `CREATE DATABASE "surimarkt_e2e_${id}"`);
  const port = await freePort();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'surimarkt-e2e-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    NATS_SUBJECT_PREFIX: `e2e.${id}.`,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    SEED_DEMO: 'true',
    UPLOADS_DIR: path.join(scratch, 'uploads'),
    MAIL_DIR: path.join(scratch, 'mail'),
    THROTTLE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
  };
  const children = APPS.map((app) =>
    spawn(process.execPath, [path.join(root, `dist/apps/${app}/src/main.js`)], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] }),
  );
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) {
        const ads = (await (await fetch(`${baseUrl}/api/ads?limit=1`)).json()) as { total: number };
        if (ads.total > 0) return { baseUrl, databaseUrl, children };
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopProduct({ baseUrl, databaseUrl, children });
  throw new Error(`the product did not become healthy with demo data at ${baseUrl}`);
}

export async function stopProduct(product: RunningProduct): Promise<void> {
  await Promise.all(product.children.map((child) => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  })));
  const name = new URL(product.databaseUrl).pathname.slice(1);
  await adminQuery(product.databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
