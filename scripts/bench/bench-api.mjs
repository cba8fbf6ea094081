// `npm run bench [-- --ads 1000000] [--connections 32] [--duration 15] [--rounds 3] [--only 'ad detail'] [--observability]`
// Seeds a separate database with N ads (kept and reused between runs), starts the product on it, and drives the
// gateway with autocannon for five public reads. Beside each, the very SQL the ads-service ran for that read is
// replayed straight against PostgreSQL at the same concurrency, so the cost of the HTTP + NATS path shows as a ratio.
// The full path is measured twice: with the gateway's short public-list cache off, and on. Then the same reads through
// the floor in ./floor (two bare NestJS apps over NATS running the same SQL), so the gateway's own cost shows too.
// Last, 'newest 20' and ad detail with metrics and tracing on and off, side by side (./observability-cost.mjs);
// --observability runs only those rows. `--compare ../checkout` runs only the reads of this build against another
// checkout's build on the same database, alternating (./compare-builds.mjs).
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import pg from 'pg';
import { benchArgs } from './bench-args.mjs';
import { run } from '../lib/run.mjs';
import { alternate as alternateRuns } from './alternate.mjs';
import { measureAgainstBuild } from './compare-builds.mjs';
import { measureObservabilityCost } from './observability-cost.mjs';

const require = createRequire(import.meta.url);
const { startProduct, stopProduct, adminQuery, root } = require('../lib/product.cjs');
const { startFloor } = require('./floor/start-floor.cjs');

const values = benchArgs();
const adCount = Number(values.ads);
const connections = Number(values.connections);
// Each read's measured time, split into ROUNDS rounds that alternate with the floor; the median round is reported.
const duration = Number(values.duration);
const ROUNDS = Number(values.rounds);
const roundSeconds = Math.max(1, Math.round(duration / ROUNDS));
// A short unmeasured run first, so the figures are not Node's JIT warm-up or cold PostgreSQL buffers.
const WARM_UP_S = 2;
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

// The web app is built too: its server renderer answers the two page rows.
if ((await run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { env })) !== 0) process.exit(1);

const database = `surimarkt_bench_${adCount}`;
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace');
base.pathname = `/${database}`;
const databaseUrl = base.toString();
await seedIfNeeded();

const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
const {
  rows: [autos],
} = await pool.query(`SELECT id FROM ads.categories WHERE slug = 'autos'`);
// Ad detail asks for approved ads only: a hidden ad's 404 is correct behaviour, not a failure to count.
const approvedIds = (await pool.query(`SELECT id FROM ads.ads WHERE status = 'approved'`)).rows.map((r) => Number(r.id));
const minId = approvedIds[0];
const { BULK_SEARCH_EXAMPLES } = require(`${root}/dist/apps/ads-service/src/seed/bulk-seed.js`);
const randomId = () => approvedIds[Math.floor(Math.random() * approvedIds.length)];
// The approved ads in a shuffled order, each once (the page rows' 'a different ad each time').
const unseenIds = [...approvedIds];
for (let i = unseenIds.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [unseenIds[i], unseenIds[j]] = [unseenIds[j], unseenIds[i]];
}
let unseen = 0;
const nextId = () => unseenIds[unseen++ % unseenIds.length];
/** For each query, two rows: the list's first page (the read the facets sit beside) and its facets. */
function facetPairs(queries) {
  const address = (query) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return queries.flatMap(([label, query]) => [
    { name: `list of ${label}`, path: `/api/ads?${address({ ...query, limit: 20 })}`, call: (s) => s.list({ ...query, limit: 20 }) },
    { name: `facets of ${label}`, path: `/api/ads/facets?${address(query)}`, call: (_s, f) => f.facets({ ...query }) },
  ]);
}
// The category with the most ads for the common word, for the search with filters.
const {
  rows: [{ category_id: commonCategory }],
} = await pool.query(
  `SELECT category_id FROM ads.ads WHERE status = 'approved' AND search_vector @@ to_tsquery('simple', $1) GROUP BY 1 ORDER BY count(*)
     DESC LIMIT 1`,
  [BULK_SEARCH_EXAMPLES.common],
);

const allScenarios = [
  { name: 'newest 20', path: '/api/ads?limit=20&sortBy=newest', call: (s) => s.list({ limit: 20, sortBy: 'newest' }) },
  // The same read by a logged-in visitor (session cookie sent): a session must not make the site slower.
  {
    name: 'newest 20, logged in',
    path: '/api/ads?limit=20&sortBy=newest',
    call: (s) => s.list({ limit: 20, sortBy: 'newest' }),
    withSession: true,
  },
  {
    name: 'category + location + price',
    path: `/api/ads?categoryId=${autos.id}&location=Paramaribo&minPrice=100000&maxPrice=5000000&sortBy=newest&limit=20`,
    call: (s) => s.list({ categoryId: autos.id, location: 'Paramaribo', minPrice: 100000, maxPrice: 5000000, sortBy: 'newest', limit: 20 }),
  },
  // Two currencies: a maximum in euro compares every SRD price at today's rate (one index range per currency), and the
  // cheapest-first sort merges both currencies' index orders.
  {
    name: 'price up to EUR 100, both currencies',
    path: '/api/ads?maxPrice=10000&priceCurrency=EUR&sortBy=newest&limit=20',
    call: (s) => s.list({ maxPrice: 10000, priceCurrency: 'EUR', sortBy: 'newest', limit: 20 }),
  },
  {
    name: 'category, cheapest first, both currencies',
    path: `/api/ads?categoryId=${autos.id}&sortBy=price_asc&limit=20`,
    call: (s) => s.list({ categoryId: autos.id, sortBy: 'price_asc', limit: 20 }),
  },
  {
    name: `search common '${BULK_SEARCH_EXAMPLES.common}'`,
    path: `/api/ads?search=${BULK_SEARCH_EXAMPLES.common}&limit=20`,
    call: (s) => s.list({ search: BULK_SEARCH_EXAMPLES.common, limit: 20 }),
  },
  {
    name: `search rare '${BULK_SEARCH_EXAMPLES.rare}'`,
    path: `/api/ads?search=${BULK_SEARCH_EXAMPLES.rare}&limit=20`,
    call: (s) => s.list({ search: BULK_SEARCH_EXAMPLES.rare, limit: 20 }),
  },
  {
    name: `search plural '${BULK_SEARCH_EXAMPLES.plural}'`,
    path: `/api/ads?search=${BULK_SEARCH_EXAMPLES.plural}&limit=20`,
    call: (s) => s.list({ search: BULK_SEARCH_EXAMPLES.plural, limit: 20 }),
  },
  {
    name: `search typo '${BULK_SEARCH_EXAMPLES.typo}'`,
    path: `/api/ads?search=${BULK_SEARCH_EXAMPLES.typo}&limit=20`,
    call: (s) => s.list({ search: BULK_SEARCH_EXAMPLES.typo, limit: 20 }),
  },
  {
    name: `search common '${BULK_SEARCH_EXAMPLES.common}' + category + location`,
    path: `/api/ads?search=${BULK_SEARCH_EXAMPLES.common}&categoryId=${commonCategory}&location=Paramaribo&limit=20`,
    call: (s) => s.list({ search: BULK_SEARCH_EXAMPLES.common, categoryId: commonCategory, location: 'Paramaribo', limit: 20 }),
  },
  // The facets (the counts beside the filters, issue 43) each beside the list's own read of the same query: see the
  // facets table at the end.
  ...facetPairs([
    ['newest', {}],
    ['a category', { categoryId: autos.id }],
    [`'${BULK_SEARCH_EXAMPLES.common}'`, { search: BULK_SEARCH_EXAMPLES.common }],
    ["'auto'", { search: 'auto' }],
    [`'${BULK_SEARCH_EXAMPLES.common}' in a district`, { search: BULK_SEARCH_EXAMPLES.common, location: 'Wanica' }],
  ]),
  { name: 'ad detail (counts a view)', path: null, call: (s) => s.view(Number(minId)), randomIdParam: true },
  // Whole pages rendered on the server (HTML with the data for the browser's store): no single SQL to compare with,
  // so they are read beside 'newest 20' (the home page's cached HTML against the API's cached list) and ad detail.
  // The gateway's own cost with nothing behind it, beside a bare NestJS app's constant route (the floor).
  { name: 'constant route (/api/health/live)', path: '/api/health/live', call: null, floorPath: '/live' },
  { name: 'home page, server-rendered', path: '/', call: null, page: true },
  // One ad asked for again and again: rendered once, then kept until it changes (with the page cache off, every time).
  { name: 'ad page, server-rendered, one ad', path: `/ad/${minId}`, call: null, page: true },
  // The same kept page asked for as a phone asks (brotli): the kept compressed form, 10 KB instead of 57 KB of HTML.
  // Its body is not read for the shell (it is compressed); a kept page is a rendered one.
  {
    name: 'kept ad page, brotli',
    path: `/ad/${minId}`,
    call: null,
    cachedOnly: true,
    headers: { 'accept-encoding': 'br' },
  },
  // Last: its renders fill the render queue, and the rows after it would wait behind them.
  // Every request another ad, none of them rendered before: the landing from a search engine on a big site.
  { name: 'ad page, server-rendered, a different ad each time', path: null, pagePath: () => `/ad/${nextId()}`, call: null, page: true },
];
// --only 'ad page|home': the reads whose name contains any of the parts.
const onlyParts = values.only?.split('|');
const scenarios = onlyParts ? allScenarios.filter((s) => onlyParts.some((part) => s.name.includes(part))) : allScenarios;
// The reads whose cost with metrics and tracing on is compared with both off (aim: within 3 %).
const OBSERVED = ['newest 20', 'ad detail (counts a view)'];
if (values.observability) {
  await pool.end();
  await printObservabilityCost();
  process.exit(0);
}
if (values.compare) {
  await pool.end();
  await printBuildComparison(values.compare);
  process.exit(0);
}

const sqlByScenario = await captureServiceSql();
// The floor: two bare NestJS apps (HTTP → ClientProxy over NATS → microservice running the same SQL with pg), up for
// the whole run so that each read alternates between the product and its floor (this VM's speed drifts within minutes).
const floor = await startFloor({
  databaseUrl,
  statements: Object.fromEntries(scenarios.filter((s) => s.call).map((s, i) => [String(i), sqlByScenario.get(s.name)])),
});
// The same floor on Nest's Fastify adapter (issue 34 §4: would the gateway gain by moving to Fastify?).
const FASTIFY_FLOOR = 'bare NestJS floor, Fastify';
const floorScenarioOf = new Map();
let floorKey = 0;
for (const scenario of scenarios) {
  const key = scenario.call ? String(floorKey++) : null;
  if (!key && !scenario.floorPath) continue;
  floorScenarioOf.set(
    scenario,
    scenario.floorPath
      ? { path: scenario.floorPath }
      : scenario.randomIdParam
        ? { pagePath: () => `/list/${key}?id=${randomId()}` }
        : { path: `/list/${key}` },
  );
}
const results = [];
try {
  for (const cacheTtl of ['0', '5000']) {
    // Info level, as in production: one JSON line per request is part of the measured path. The renderer as in
    // production too (worker threads, its queue): a page answered with the shell is counted in the 'shells' column.
    // With the cache off, ad pages are not kept either (PAGE_CACHE_TTL_MS): every page is rendered. Pages are never
    // rendered at write here (PAGE_STORE off): a new build's sweep over every ad would run beside the measured reads;
    // the stored pages are npm run bench:pages's.
    const product = await startProduct({
      database,
      quiet: true,
      env: {
        SEED_DEMO: 'false',
        CACHE_TTL_MS: cacheTtl,
        LOG_LEVEL: 'info',
        PAGE_STORE: 'off',
        ...(cacheTtl === '0' ? { PAGE_CACHE_TTL_MS: '0' } : {}),
      },
      // The bulk ads' seller exists, as every real ad's does: the ad page's seller panel is read, not a 404.
      appEnv: { 'accounts-service': { SEED_DEMO: 'true' } },
    });
    try {
      const cookie = await sessionCookie(product.baseUrl);
      for (const scenario of scenarios.filter((s) => cacheTtl !== '0' || !s.cachedOnly)) {
        const headers = { ...scenario.headers, ...(scenario.withSession ? { cookie } : {}) };
        const ours = (seconds) => drive(product.baseUrl, scenario, headers, seconds);
        const path = cacheTtl === '0' ? 'gateway, cache off' : 'gateway, cache 5 s';
        // The floors alternate with the uncached pass; the cached pass is compared with those floor figures.
        const floors =
          cacheTtl === '0' && floorScenarioOf.has(scenario)
            ? [
                ['bare NestJS floor', floor.baseUrl],
                [FASTIFY_FLOOR, floor.fastifyBaseUrl],
              ]
            : [];
        const [product_, ...floors_] = await alternate([
          ours,
          ...floors.map(
            ([, baseUrl]) =>
              (seconds) =>
                drive(baseUrl, floorScenarioOf.get(scenario), {}, seconds),
          ),
        ]);
        results.push({ scenario: scenario.name, path, ...product_ });
        floors.forEach(([floorPath], i) => results.push({ scenario: scenario.name, path: floorPath, ...floors_[i] }));
      }
    } finally {
      await stopProduct(product);
    }
  }
} finally {
  await floor.stop();
}
for (const scenario of scenarios.filter((s) => s.call)) {
  results.push({ scenario: scenario.name, path: 'PostgreSQL direct', ...(await replaySql(sqlByScenario.get(scenario.name), scenario)) });
}
await pool.end();

console.log(
  `\n${adCount.toLocaleString('en')} ads, ${connections} connections, median of ${ROUNDS} rounds of ${roundSeconds} s (alternating with ` +
    `the floor), ${process.platform} ${(await import('node:os')).cpus().length} cores`,
);
const direct = new Map(results.filter((r) => r.path === 'PostgreSQL direct').map((r) => [r.scenario, r]));
console.table(
  results.map((r) => ({
    scenario: r.scenario,
    path: r.path,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    errors: r.errors,
    shells: r.shells ?? '',
    'vs direct': r.path === 'PostgreSQL direct' || !direct.has(r.scenario) ? '' : ratio(direct.get(r.scenario).rps, r.rps),
  })),
);

// The aims of the gateway's cost (issue 10 §3), each against the floor measured in this run.
const floorOf = new Map(results.filter((r) => r.path === 'bare NestJS floor').map((r) => [r.scenario, r]));
const rpsOf = (scenario, path) => results.find((r) => r.scenario === scenario && r.path === path)?.rps;
console.log('\nThe gateway against the bare NestJS floor (ratio of req/s; aim in brackets):');
console.table(
  [...floorOf.values()].map((f) => {
    const isConstant = f.scenario.startsWith('constant');
    const isList = !isConstant && !f.scenario.startsWith('ad detail');
    const off = rpsOf(f.scenario, 'gateway, cache off');
    const on = rpsOf(f.scenario, 'gateway, cache 5 s');
    const fastify = rpsOf(f.scenario, FASTIFY_FLOOR);
    return {
      scenario: f.scenario,
      'floor req/s': Math.round(f.rps),
      'cache off': `${(off / f.rps).toFixed(2)}${isConstant ? ' (≥ 0.9)' : isList ? ' (≥ 1.0)' : ''}`,
      'cache 5 s': isConstant ? '' : `${(on / f.rps).toFixed(2)}${isList ? ' (≥ 3.0)' : ''}`,
      'Fastify floor / Express floor': (fastify / f.rps).toFixed(2),
      'cache off / Fastify floor': (off / fastify).toFixed(2),
    };
  }),
);

// The pages' aims (issue 34 §4), against the API's uncached read of one ad and its floor in this run.
const pageRow = (scenario, path) => results.find((r) => r.scenario.startsWith(scenario) && r.path === path);
const api = pageRow('ad detail', 'gateway, cache off');
const apiFloor = pageRow('ad detail', 'bare NestJS floor');
const uncachedAd = pageRow('ad page, server-rendered, a different ad', 'gateway, cache off');
// The same landing on a site running as in production: no ad rendered before, the shared reads (categories, the rate,
// the lists) from the gateway's cache.
const landingAd = pageRow('ad page, server-rendered, a different ad', 'gateway, cache 5 s');
const keptAd = pageRow('ad page, server-rendered, one ad', 'gateway, cache 5 s');
const keptAdBrotli = pageRow('kept ad page, brotli', 'gateway, cache 5 s');
const home = pageRow('home page', 'gateway, cache off');
if (api && uncachedAd) {
  console.log('\nThe pages (aim in brackets):');
  console.table([
    { aim: 'uncached ad page / API ad detail, req/s (≥ 0.5)', value: (uncachedAd.rps / api.rps).toFixed(2) },
    { aim: 'uncached ad page p99 / API ad detail p99 (≤ 2)', value: (uncachedAd.p99 / api.p99).toFixed(2) },
    { aim: 'uncached ad page, shell answers (0)', value: uncachedAd.shells },
    ...(landingAd
      ? [
          { aim: 'same, other caches on / API ad detail, req/s (≥ 0.5)', value: (landingAd.rps / api.rps).toFixed(2) },
          { aim: 'same, other caches on, p99 / API ad detail p99 (≤ 2)', value: (landingAd.p99 / api.p99).toFixed(2) },
        ]
      : []),
    ...(keptAd && apiFloor
      ? [{ aim: 'kept ad page / floor of ad detail, req/s (≥ 3)', value: (keptAd.rps / apiFloor.rps).toFixed(2) }]
      : []),
    ...(keptAdBrotli && apiFloor
      ? [{ aim: 'same, asked for as a phone does (brotli) (≥ 3)', value: (keptAdBrotli.rps / apiFloor.rps).toFixed(2) }]
      : []),
    ...(home ? [{ aim: 'uncached home page, req/s (≥ 200)', value: Math.round(home.rps) }] : []),
  ]);
}

// The facets' aims (issue 43 §4): p99 at most 2x the list's p99 for the same query, and at most 50 ms.
const facetRows = results.filter((r) => r.scenario.startsWith('facets of ') && r.path.startsWith('gateway'));
if (facetRows.length) {
  console.log('\nThe facets beside their list (aim in brackets):');
  console.table(
    facetRows.map((f) => {
      const list = results.find((r) => r.scenario === f.scenario.replace('facets of ', 'list of ') && r.path === f.path);
      return {
        query: f.scenario.slice('facets of '.length),
        path: f.path,
        'facets p99 ms (≤ 50)': f.p99,
        'list p99 ms': list?.p99,
        'facets p99 / list p99 (≤ 2)': list ? (f.p99 / list.p99).toFixed(2) : '',
      };
    }),
  );
}

await printObservabilityCost();

/** The observed reads, with metrics and tracing off and on, alternating round by round in this run. */
async function printObservabilityCost() {
  const observed = scenarios.filter((s) => OBSERVED.includes(s.name));
  if (!observed.length) return;
  const { rows, spans, batches } = await measureObservabilityCost({ database, scenarios: observed, drive, alternate });
  console.log(
    `\nMetrics and tracing, off and on (${adCount.toLocaleString('en')} ads, cache off, ${connections} connections, median of ` +
      `${ROUNDS} rounds of ${roundSeconds} s alternating; on: /metrics scraped every 15 s, ${spans} spans in ${batches} OTLP ` +
      `batches to a sink on loopback, the default sampling):`,
  );
  console.table(
    rows.map((r) => {
      const offRow = rows.find((o) => o.scenario === r.scenario && o.path.endsWith('off'));
      return {
        scenario: r.scenario,
        path: r.path,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
        'on / off (≥ 0.97)': r === offRow ? '' : (r.rps / offRow.rps).toFixed(3),
        'CPU ms per request': r.cpuMsPerRequest,
        'CPU on / off (≤ 1.03)': r === offRow ? '' : (r.cpuMsPerRequest / offRow.cpuMsPerRequest).toFixed(3),
      };
    }),
  );
}

/** The API's reads (the pages' rows are bench-pages'), this build against another checkout's, alternating round by round. */
async function printBuildComparison(otherRoot) {
  const reads = scenarios.filter((s) => !s.page && !s.cachedOnly);
  const driveWith = async (baseUrl, scenario) => {
    const cookie = scenario.withSession ? await sessionCookie(baseUrl) : undefined;
    const headers = { ...scenario.headers, ...(cookie ? { cookie } : {}) };
    return (seconds) => drive(baseUrl, scenario, headers, seconds);
  };
  const rows = await measureAgainstBuild({ database, otherRoot, scenarios: reads, driveWith, alternate });
  console.log(
    `\nThis build against ${otherRoot} (${adCount.toLocaleString('en')} ads, cache off, metrics off, ${connections} connections, ` +
      `median of ${ROUNDS} rounds of ${roundSeconds} s alternating):`,
  );
  console.table(
    rows.map((r, i) => {
      const theirs = rows[i - (i % 2)];
      return {
        scenario: r.scenario,
        build: r.path,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
        'this / other (≥ 0.95)': r === theirs ? '' : (r.rps / theirs.rps).toFixed(3),
      };
    }),
  );
}

/** How the full path compares with the bare SQL: '3.1x slower', or '2.0x faster' when the gateway's cache answers. */
function ratio(directRps, rps) {
  return directRps >= rps ? `${(directRps / rps).toFixed(1)}x slower` : `${(rps / directRps).toFixed(1)}x faster`;
}

async function seedIfNeeded() {
  const { rows } = await adminQuery(databaseUrl, `SELECT 1 FROM pg_database WHERE datname = '${database}'`);
  if (rows.length) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const found = await client
      .query(`SELECT count(*)::int AS n FROM ads.ads WHERE status = 'approved'`)
      .catch(() => ({ rows: [{ n: 0 }] }));
    await client.end();
    if (found.rows[0].n >= adCount) {
      console.log(`reusing ${database} (${found.rows[0].n} ads)`);
      return makeHotWordsIfMissing();
    }
    await adminQuery(databaseUrl, `DROP DATABASE "${database}" WITH (FORCE)`);
  }
  console.log(`seeding ${adCount} ads into ${database} ...`);
  const code = await run(process.execPath, [`${root}/dist/apps/ads-service/src/seed/bulk-seed.cli.js`, '--count', String(adCount)], {
    env: { ...env, DATABASE_URL: databaseUrl, SEED_DEMO: 'false' },
  });
  if (code !== 0) process.exit(code);
}

/** A database seeded before search postings existed gets them for its common words (minutes at a million ads). */
async function makeHotWordsIfMissing() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const hot = await client.query(`SELECT count(*)::int AS n FROM ads.search_hot_words`).catch(() => ({ rows: [{ n: 0 }] }));
  await client.end();
  if (hot.rows[0].n > 0) return;
  console.log(`giving the common words of ${database} their search postings ...`);
  const code = await run(process.execPath, [`${root}/dist/apps/ads-service/src/seed/bulk-seed.cli.js`, '--hot-words'], {
    env: { ...env, DATABASE_URL: databaseUrl },
  });
  if (code !== 0) process.exit(code);
}

/** Runs each read once through the ads-service's own ListingsService, recording the SQL it sends. */
async function captureServiceSql() {
  process.env.DATABASE_URL = databaseUrl;
  process.env.SEED_DEMO = 'false';
  process.env.LOG_LEVEL = 'error';
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { AppModule } = require(`${root}/dist/apps/ads-service/src/app.module.js`);
  const { ListingsService } = require(`${root}/dist/apps/ads-service/src/listings/listings.service.js`);
  const { FacetsService } = require(`${root}/dist/apps/ads-service/src/listings/facets.service.js`);
  const { DataSource } = require('typeorm');
  const app = await NestFactory.createApplicationContext(AppModule, { logger: false });
  const dataSource = app.get(DataSource);
  const service = app.get(ListingsService);
  const facets = app.get(FacetsService);
  const captured = new Map();
  const original = dataSource.logger.logQuery.bind(dataSource.logger);
  let current = null;
  dataSource.logger.logQuery = (query, parameters, runner) => {
    // The view counter's write of a second's views (on its own timer) belongs to no single read.
    if (current && !query.includes('INSERT INTO "ads"."ad_views"')) current.push({ text: query, values: parameters ?? [] });
    return original(query, parameters, runner);
  };
  // A read the service runs as a named prepared statement (preparedQuery) is replayed as one too.
  const pgPool = dataSource.driver.master;
  const poolQuery = pgPool.query.bind(pgPool);
  pgPool.query = (config, values) => {
    const named =
      current && typeof config === 'object' && config.name ? current.findLast((s) => s.text === config.text && !s.name) : undefined;
    if (named) named.name = config.name;
    return poolQuery(config, values);
  };
  for (const scenario of scenarios.filter((s) => s.call)) {
    // Once unrecorded: the category cache and the list's count (kept 15 s) are warm, as they are under load, so the
    // recorded SQL is what the service runs for most requests.
    await scenario.call(service, facets);
    current = [];
    await scenario.call(service, facets);
    captured.set(scenario.name, current);
    current = null;
  }
  await app.close();
  return captured;
}

/** The captured statements of one read, run as the service runs them (in parallel), at the same concurrency. */
async function replaySql(statements, scenario) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + duration * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      try {
        await Promise.all(
          statements.map((s) =>
            pool.query({ name: s.name, text: s.text, values: scenario.randomIdParam ? [randomId(), ...s.values.slice(1)] : s.values }),
          ),
        );
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1));
  return { rps: latencies.length / ((Date.now() - started) / 1000), p50: at(0.5), p99: at(0.99), errors };
}

/** Registers a bench user (login needs no activation) and answers its session cookie as a browser sends it. */
async function sessionCookie(baseUrl) {
  const email = `bench.${Date.now()}@example.sr`;
  const password = 'Bench123!';
  const post = (path, body) =>
    fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/auth/register', { firstName: 'Bench', lastName: 'Gebruiker', email, password, confirmPassword: password });
  const login = await post('/api/auth/login', { email, password });
  if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Each run side by side with the others, ROUNDS rounds after a warm-up; each one's median round. */
function alternate(runs) {
  return alternateRuns(runs, { rounds: ROUNDS, warmUpSeconds: WARM_UP_S, roundSeconds });
}

/** One autocannon run of the scenario against baseUrl. */
async function drive(baseUrl, scenario, headers = {}, seconds = roundSeconds) {
  // A page without the state the renderer writes into it is the shell: answered, but not rendered on the server.
  let shells = 0;
  const requests = [
    {
      method: 'GET',
      headers,
      setupRequest: (req) => ({ ...req, path: scenario.path ?? scenario.pagePath?.() ?? `/api/ads/${randomId()}` }),
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
