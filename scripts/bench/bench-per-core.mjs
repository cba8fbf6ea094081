// `node scripts/bench/bench-per-core.mjs [--duration 10]`: what one core of each process serves. Drives one read
// per service through the gateway (autocannon, 16 connections) and divides the requests answered by the CPU time
// each process spent (from /proc): requests per CPU-second, which holds on a busy shared machine where req/s do not.
// Also prints each process's peak RSS, the figures behind the Kubernetes resource requests (docs/scaling.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const { startProduct, stopProduct } = require('../lib/product.cjs');

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' } } });
const duration = Number(values.duration);
const TICKS_PER_SECOND = 100;

/** CPU seconds and RSS (MiB) of a process, from /proc. */
function usage(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  return { cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND, rss };
}

const product = await startProduct({
  waitForAds: true,
  quiet: true,
  // Nothing kept: every ad page is rendered (PAGE_CACHE_TTL_MS=0), as a landing on an ad nobody opened before. The
  // analytics bucket out of reach, as in bench:analytics: its row measures the service, not the rate limit's 429s.
  env: {
    LOG_LEVEL: 'warn',
    CACHE_TTL_MS: '0',
    SESSION_CACHE_TTL_MS: '0',
    PAGE_CACHE_TTL_MS: '0',
    PAGE_STORE: 'off',
    THROTTLE_ANALYTICS_LIMIT: '100000000',
  },
});
const apps = ['ads-service', 'accounts-service', 'billing-service', 'moderation-service', 'analytics-service', 'gateway'];
const pids = Object.fromEntries(apps.map((app, i) => [app, product.children[i].pid]));
try {
  const login = await fetch(`${product.baseUrl}/api/auth/demo-login`, { method: 'POST', headers: { 'content-type': 'application/json' } });
  const { token } = await login.json();
  const [ad] = (await (await fetch(`${product.baseUrl}/api/ads?limit=1`)).json()).ads;
  const scenarios = [
    { service: 'ads-service', title: 'newest 20', path: '/api/ads?limit=20&sortBy=newest' },
    // An ad read through the API beside the same ad's page rendered on the server (issue 34): what a page costs.
    { service: 'ads-service', title: 'ad detail (API)', path: `/api/ads/${ad.id}` },
    { service: 'ads-service', title: 'ad page, rendered', path: `/ad/${ad.id}` },
    { service: 'accounts-service', title: 'session lookup', path: '/api/auth/user', headers: { authorization: `Bearer ${token}` } },
    { service: 'billing-service', title: 'business packages', path: '/api/packages' },
    { service: 'moderation-service', title: 'admin login hint', path: '/api/admin/login-hint' },
    {
      service: 'analytics-service',
      title: 'activity, 25 per request',
      path: '/api/analytics/batch',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: Array.from({ length: 25 }, () => ({ actionType: 'page_view', page: '/' })) }),
      perRequest: 25,
    },
  ];
  const rows = [];
  const peak = Object.fromEntries(apps.map((app) => [app, 0]));
  for (const s of scenarios) {
    const before = Object.fromEntries(apps.map((app) => [app, usage(pids[app])]));
    const sampler = setInterval(() => {
      for (const app of apps) peak[app] = Math.max(peak[app], usage(pids[app]).rss);
    }, 500);
    const result = await autocannon({
      url: `${product.baseUrl}${s.path}`,
      connections: 16,
      duration,
      method: s.method ?? 'GET',
      headers: s.headers,
      body: s.body,
    });
    // The analytics-service writes what JetStream queued in batches: give it a moment to finish.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    clearInterval(sampler);
    const after = Object.fromEntries(apps.map((app) => [app, usage(pids[app])]));
    const ok = result['2xx'];
    const cpuOf = (app) => after[app].cpu - before[app].cpu;
    const units = ok * (s.perRequest ?? 1);
    rows.push({
      read: s.title,
      service: s.service,
      'req/s': Math.round(ok / duration),
      'non-2xx': result.non2xx,
      'service CPU s': cpuOf(s.service).toFixed(1),
      [`${s.perRequest ? 'events' : 'req'} per service core-s`]: Math.round(units / cpuOf(s.service)),
      'gateway req per core-s': Math.round(ok / cpuOf('gateway')),
    });
  }
  console.log(`per-core throughput, ${duration} s per read, 16 connections`);
  console.table(rows);
  console.log('peak RSS (MiB) during the run');
  console.table(Object.fromEntries(apps.map((app) => [app, Math.round(peak[app])])));
} finally {
  await stopProduct(product);
}
