// `npm run bench:profile [-- --route '/api/ads?limit=20&sortBy=newest'] [--app gateway] [--thread worker] [--cache]
//   [--observability] [--out docs/x.svg]`
// Where an app's time goes under load: starts the product with demo data, drives one route with autocannon
// (32 connections), records the app's CPU profile in the middle of the run, prints the busiest functions and
// packages and draws the profile as a flame graph (SVG). The public lists' and pages' caches are off unless --cache.
// `--thread worker` records the app's worker threads instead (the gateway renders pages in them): the first one's
// profile is printed and drawn. `--observability` runs the product as deployed with metrics and tracing on (/metrics
// served, traces sampled at the default rate and exported to a sink on loopback), to see what they cost and where.
import autocannon from 'autocannon';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run } from '../lib/run.mjs';
import { startOtlpSink } from './otlp-sink.mjs';
import { flameGraphSvg } from './profile/flame-graph.mjs';

const require = createRequire(import.meta.url);
const { startProduct, stopProduct, root } = require('../lib/product.cjs');

const { values } = parseArgs({
  options: {
    route: { type: 'string', default: '/api/ads?limit=20&sortBy=newest' },
    app: { type: 'string', default: 'gateway' },
    cache: { type: 'boolean', default: false },
    thread: { type: 'string', default: 'main' },
    out: { type: 'string' },
    observability: { type: 'boolean', default: false },
  },
});
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
if ((await run('npx', ['nx', 'run-many', '-t', 'build', '--exclude', 'web', '--output-style=static'], { env })) !== 0) process.exit(1);

const profileFile = path.join(root, 'var', 'profiles', `${values.app}-${Date.now()}.cpuprofile`);
mkdirSync(path.dirname(profileFile), { recursive: true });
const sink = values.observability ? await startOtlpSink() : null;
const product = await startProduct({
  quiet: true,
  metrics: values.observability,
  env: {
    ...(sink ? { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } : {}),
    // Info level, validation, security headers and rate limits on, as in production (the limit set out of reach).
    LOG_LEVEL: 'info',
    THROTTLE_LIMIT: '100000000',
    CACHE_TTL_MS: values.cache ? '5000' : '0',
    ...(values.cache ? {} : { PAGE_CACHE_TTL_MS: '0', PAGE_STORE: 'off' }),
    NODE_OPTIONS: `--require ${path.join(root, 'scripts/bench/profile/cpu-profile-hook.cjs')}`,
    PROFILE_APP: values.app,
    PROFILE_THREAD: values.thread,
    PROFILE_FILE: profileFile,
    PROFILE_MS: '8000',
  },
});
const url = `${product.baseUrl}${values.route}`;
let result;
try {
  await autocannon({ url, connections: 32, duration: 3 });
  writeFileSync(`${profileFile}.start`, '');
  result = await autocannon({ url, connections: 32, duration: 10 });
  for (let i = 0; i < 50 && !recorded(); i++) await new Promise((r) => setTimeout(r, 200));
} finally {
  await stopProduct(product);
  await sink?.stop();
}
const profile = JSON.parse(readFileSync(recorded(), 'utf8'));
console.log(
  `${values.route} (${values.cache ? 'cache on' : 'cache off'}): ${Math.round(result.requests.average)} req/s, p99 ` +
    `${result.latency.p99} ms, ${result.non2xx} non-2xx`,
);
console.log(`profile of the ${values.app} (${values.thread} thread): ${path.relative(root, recorded())}`);
printShares(profile);
if (values.out) {
  writeFileSync(
    path.resolve(root, values.out),
    flameGraphSvg(
      profile,
      `${values.app}${values.thread === 'worker' ? ' (a render thread)' : ''}, ${values.route}, ` +
        `cache ${values.cache ? 'on' : 'off'}, 32 connections (busy time; hover a box for its share)`,
    ),
  );
  console.log(`flame graph: ${values.out}`);
}

/** The profile written: the main thread's file, or the first worker thread's. */
function recorded() {
  if (values.thread !== 'worker') return existsSync(profileFile) ? profileFile : null;
  const name = path.basename(profileFile);
  const thread = readdirSync(path.dirname(profileFile)).find((file) => file.startsWith(`${name}.thread-`));
  return thread ? path.join(path.dirname(profileFile), thread) : null;
}

/** The busy time by package (self time) and the busiest functions. */
function printShares({ nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const self = new Map();
  samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (timeDeltas[i] ?? 0)));
  const busy = [...self].filter(([id]) => byId.get(id).callFrame.functionName !== '(idle)');
  const total = busy.reduce((sum, [, t]) => sum + t, 0);
  const group = (keyOf) => {
    const sums = new Map();
    for (const [id, t] of busy) sums.set(keyOf(byId.get(id).callFrame), (sums.get(keyOf(byId.get(id).callFrame)) ?? 0) + t);
    return [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([key, t]) => ({ share: `${((100 * t) / total).toFixed(1)} %`, [keyOf.label]: key }));
  };
  const where = Object.assign(
    (f) =>
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f.url)?.[1] ??
      /dist\/apps\/[^/]+\/src\/(.*)$/.exec(f.url)?.[1] ??
      // The server renderer's bundle: its chunks are named for their module (react, dist = react-router, ...).
      /dist\/apps\/web-ssr\/(?:chunks\/)?(.+?)(?:-[\w-]{8})?\.cjs$/.exec(f.url)?.[1]?.replace(/^/, 'ssr: ') ??
      (f.url || '(native)'),
    { label: 'package or file' },
  );
  const fn = Object.assign((f) => `${f.functionName || '(anonymous)'} ${where(f)}`, { label: 'function' });
  console.table(group(where));
  console.table(group(fn));
}
