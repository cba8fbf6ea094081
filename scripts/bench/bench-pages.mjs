// `npm run bench:pages [-- --ads 100000] [--connections 32] [--duration 15] [--rounds 3]` (also the second step of
// `npm run bench`). Ad pages rendered when their ad changes and kept in the page store (issue 41 §3-4):
// 1. the product starts on the bench database (`npm run bench` seeds it) with an empty store: the sweep renders every
//    public ad's page in the background; the time that took, and the store's size, are printed;
// 2. random ad pages, each request another ad, alternate with the API's uncached read of a random ad (the floor this
//    is measured against: aims ≥ 0.8x its req/s, p99 ≤ 2x its p99, no shell answers);
// 3. the same after the gateway alone restarted (its memory empty: every page from the store);
// 4. an ad approved while the pages are read: the seconds until its page is in the store (aim ≤ 5 s).
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchArgs } from './bench-args.mjs';
import { alternate as alternateRuns } from './alternate.mjs';

const require = createRequire(import.meta.url);
const { startProduct, stopProduct, startApp, adminQuery } = require('../lib/product.cjs');

const values = benchArgs();
// `npm run bench -- --only …`, `--observability` or `--compare` looks again at some of bench-api's rows only: not these.
if (values.only || values.observability || values.compare) process.exit(0);
const adCount = Number(values.ads);
const connections = Number(values.connections);
const ROUNDS = Number(values.rounds);
const roundSeconds = Math.max(1, Math.round(Number(values.duration) / ROUNDS));
const database = `surimarkt_bench_${adCount}`;
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace');
base.pathname = `/${database}`;
const databaseUrl = base.toString();
const { rows: found } = await adminQuery(databaseUrl, `SELECT 1 FROM pg_database WHERE datname = '${database}'`);
if (!found.length) {
  console.error(`no ${database}: npm run bench -- --ads ${adCount} seeds it`);
  process.exit(1);
}
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const publicIds = (await pool.query(`SELECT id FROM ads.ads WHERE status = 'approved' ORDER BY id`)).rows.map((r) => Number(r.id));
const randomId = () => publicIds[Math.floor(Math.random() * publicIds.length)];

const pagesDir = mkdtempSync(path.join(os.tmpdir(), 'surimarkt-bench-pages-'));
const storeSize = () => execFileSync('du', ['-sb', pagesDir], { encoding: 'utf8' }).split('\t')[0];
const storedCount = () => Number(execFileSync('sh', ['-c', `find "${pagesDir}" -name '*.html' | wc -l`], { encoding: 'utf8' }).trim());
const product = await startProduct({
  database,
  quiet: true,
  env: { SEED_DEMO: 'false', LOG_LEVEL: 'warn', PAGES_DIR: pagesDir, THROTTLE_LIMIT: '100000000' },
  appEnv: { 'accounts-service': { SEED_DEMO: 'true' } },
});
const results = [];
try {
  // 1. Every page rendered beforehand, by the sweep a new build starts.
  const started = Date.now();
  const cpuBefore = cpuSeconds();
  let last = -1;
  while (storedCount() < publicIds.length) {
    const now = storedCount();
    if (now !== last && Math.floor(now / 10000) !== Math.floor(last / 10000)) console.log(`  ${now} of ${publicIds.length} pages stored`);
    last = now;
    await new Promise((r) => setTimeout(r, 2000));
  }
  const sweep = {
    pages: publicIds.length,
    seconds: Math.round((Date.now() - started) / 1000),
    cpuSeconds: Math.round(cpuSeconds() - cpuBefore),
    storeBytes: Number(storeSize()),
  };
  console.log(
    `\nevery page rendered beforehand: ${sweep.pages} pages in ${sweep.seconds} s, ${sweep.cpuSeconds} CPU-seconds of the product ` +
      `(${((sweep.cpuSeconds * 1000) / sweep.pages).toFixed(1)} ms a page), store ${(sweep.storeBytes / 1e6).toFixed(0)} MB ` +
      `(${Math.round(sweep.storeBytes / sweep.pages / 1024)} KB a page, plain and brotli)`,
  );

  // 2. Random stored pages against the API's uncached read of a random ad.
  const pages = { name: 'ad page from the store, a random ad each time', pagePath: () => `/ad/${randomId()}`, page: true };
  const apiRead = { name: 'API ad detail, a random ad each time (floor)', pagePath: () => `/api/ads/${randomId()}` };
  let [p, a] = await alternate([(s) => drive(product.baseUrl, pages, s), (s) => drive(product.baseUrl, apiRead, s)]);
  results.push({ scenario: pages.name, path: 'running gateway', ...p }, { scenario: apiRead.name, path: 'running gateway', ...a });

  // 3. The gateway alone restarted: its memory empty, the store as it was.
  const gateway = product.processes.find((p_) => p_.app === 'gateway').child;
  await restartGateway(gateway);
  [p, a] = await alternate([(s) => drive(product.baseUrl, pages, s), (s) => drive(product.baseUrl, apiRead, s)]);
  results.push(
    { scenario: pages.name, path: 'gateway just restarted', ...p },
    { scenario: apiRead.name, path: 'gateway just restarted', ...a },
  );

  // 4. An ad approved while pages are read: how long until its page is in the store.
  const approvedIn = await approveWhileReading(pages);

  console.log(
    `\n${adCount.toLocaleString('en')} ads, ${connections} connections, median of ${ROUNDS} rounds of ${roundSeconds} s, alternating`,
  );
  console.table(
    results.map((r) => ({
      scenario: r.scenario,
      path: r.path,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      shells: r.shells ?? '',
    })),
  );
  const aims = [];
  for (const path_ of ['running gateway', 'gateway just restarted']) {
    const page = results.find((r) => r.path === path_ && r.scenario === pages.name);
    const api = results.find((r) => r.path === path_ && r.scenario === apiRead.name);
    aims.push(
      { aim: `${path_}: stored pages / API read, req/s (≥ 0.8)`, value: (page.rps / api.rps).toFixed(2) },
      { aim: `${path_}: p99 / API read p99 (≤ 2)`, value: (page.p99 / api.p99).toFixed(2) },
      { aim: `${path_}: shell answers (0)`, value: page.shells },
    );
  }
  aims.push({ aim: 'an approved ad in the store, seconds (≤ 5)', value: approvedIn.toFixed(1) });
  console.table(aims);
} finally {
  await stopProduct(product);
  await pool.end();
  rmSync(pagesDir, { recursive: true, force: true });
}

/** CPU seconds spent so far by the product's processes (user + system, from /proc). */
function cpuSeconds() {
  return product.children.reduce((sum, child) => {
    try {
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return sum;
    }
  }, 0);
}

async function restartGateway(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  startApp(product, 'gateway');
  for (;;) {
    const ok = await fetch(`${product.baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Puts one ad back to review, approves it through the back-office while pages are read, and times its stored page. */
async function approveWhileReading(pages) {
  const adId = publicIds[Math.floor(publicIds.length / 2)];
  await pool.query(`UPDATE ads.ads SET status = 'pending' WHERE id = $1`, [adId]);
  const files = () => execFileSync('sh', ['-c', `find "${pagesDir}" -path '*/ad/${adId}.html' | wc -l`], { encoding: 'utf8' }).trim();
  execFileSync('sh', ['-c', `find "${pagesDir}" -path '*/ad/${adId}.html*' -delete`]);
  const login = await fetch(`${product.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: product.baseUrl },
    body: JSON.stringify({ password: process.env.ADMIN_PASSWORD ?? 'admin' }),
  });
  const { token } = await login.json();
  const reading = drive(product.baseUrl, pages, roundSeconds * 2);
  await new Promise((r) => setTimeout(r, 500));
  const at = Date.now();
  const decided = await fetch(`${product.baseUrl}/api/ads/${adId}/status`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: product.baseUrl, 'admin-token': token },
    body: JSON.stringify({ status: 'approved' }),
  });
  if (!decided.ok) throw new Error(`approval failed: ${decided.status}`);
  while (files() === '0') {
    if (Date.now() - at > 60_000) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (Date.now() - at) / 1000;
  await reading;
  return seconds;
}

/** Each run side by side with the other, ROUNDS rounds after a warm-up; each one's median round. */
function alternate(runs) {
  return alternateRuns(runs, { rounds: ROUNDS, warmUpSeconds: 2, roundSeconds });
}

/**
 * One autocannon run, plain as the API's read is (a phone's brotli form of a stored page is kept beside it); a page
 * without the state the renderer writes into it is the shell, counted.
 */
async function drive(baseUrl, scenario, seconds) {
  let shells = 0;
  const requests = [
    {
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: scenario.pagePath() }),
      ...(scenario.page ? { onResponse: (_status, body) => void (body.includes('id="sm-state"') || shells++) } : {}),
    },
  ];
  const result = await autocannon({ url: baseUrl, connections, duration: seconds, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    ...(scenario.page ? { shells } : {}),
  };
}
