// `npm run bench:analytics [-- --events 10000000] [--connections 32] [--duration 10]` (also the second half of `npm run bench`)
// 1. Ingestion: activity events posted to the gateway as fast as it takes them, one per request (POST /api/analytics/log)
//    and in the browser's batches (POST /api/analytics/batch), then the stored rows counted (none may be lost), beside
//    the floor: JetStream's own acknowledged publishes on this machine.
// 2. The back-office's dashboard reads at N stored events (bulk-inserted with SQL into a database kept between runs,
//    the daily rollups rebuilt from them), each timed through the gateway.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { connect } from 'nats';
import pg from 'pg';
import { run } from '../lib/run.mjs';

const require = createRequire(import.meta.url);
const { startProduct, stopProduct, adminQuery, root } = require('../lib/product.cjs');

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
  },
});
const eventCount = Number(values.events);
const connections = Number(values.connections);
const duration = Number(values.duration);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
if ((await run('npx', ['nx', 'run-many', '-t', 'build', '--exclude', 'web', '--output-style=static'], { env })) !== 0) process.exit(1);
const {
  ROLLUP_FROM_ACTIVITIES_SQL,
  VISITORS_FROM_ACTIVITIES_SQL,
  VISITORS_LAST_SEEN_FROM_DAILY_SQL,
  VISITOR_COUNTS_FROM_DAILY_SQL,
} = require(`${root}/dist/apps/analytics-service/src/reports/rollup-sql.js`);

console.log('\n== Ingestion ==');
const floor = await jetStreamFloor(20_000);
const product = await startProduct({ quiet: true, env: { SEED_DEMO: 'false', THROTTLE_ANALYTICS_LIMIT: '100000000', LOG_LEVEL: 'info' } });
const ingestion = [];
try {
  const pool = new pg.Pool({ connectionString: product.databaseUrl, max: 2 });
  const storedNow = async () => Number((await pool.query(`SELECT count(*) AS n FROM analytics.activities`)).rows[0].n);
  const page = { actionType: 'page_view', actionData: { page: '/bench' } };
  // One event per request (the spec's call), then as the browser sends them: what it gathered, up to 25 a request.
  for (const [label, path, perRequest] of [
    ['one per request', '/api/analytics/log', 1],
    ['25 per request', '/api/analytics/batch', 25],
  ]) {
    const before = await storedNow();
    const body = JSON.stringify(perRequest === 1 ? page : { events: Array(perRequest).fill(page) });
    const result = await autocannon({
      url: product.baseUrl,
      connections,
      duration,
      requests: [{ method: 'POST', path, headers: { 'content-type': 'application/json' }, body }],
    });
    let stored = 0;
    for (let i = 0, last = -1; i < 120 && stored !== last; i++) {
      last = stored;
      await new Promise((r) => setTimeout(r, 1000));
      stored = (await storedNow()) - before;
    }
    ingestion.push({
      label,
      rps: result.requests.average * perRequest,
      p99: result.latency.p99,
      accepted: result['2xx'] * perRequest,
      stored,
      errors: result.errors + result.non2xx,
    });
  }
  await pool.end();
} finally {
  await stopProduct(product);
}
console.log(`JetStream alone (acknowledged publishes, 256 in flight): ${Math.round(floor).toLocaleString('en')} msg/s`);
for (const row of ingestion) {
  console.log(
    `Through the gateway, ${row.label} (${connections} connections, ${duration} s): ` +
      `${Math.round(row.rps).toLocaleString('en')} events/s, p99 ${row.p99} ms, ` +
      // autocannon counts the answers within its window; requests still in flight at its end are stored too (stored >= accepted).
      `${row.accepted} answered 202, ${row.stored} stored, lost ${Math.max(0, row.accepted - row.stored)}, errors ${row.errors}`,
  );
}

console.log(`\n== Dashboard reads at ${eventCount.toLocaleString('en')} events ==`);
const database = `surimarkt_bench_analytics_${eventCount}`;
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace');
base.pathname = `/${database}`;
await seedEventsIfNeeded(base.toString());
const reads = await startProduct({ database, quiet: true, env: { SEED_DEMO: 'false', LOG_LEVEL: 'warn' } });
try {
  const token = (
    await (
      await fetch(`${reads.baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'admin' }),
      })
    ).json()
  ).token;
  const reports = [
    'summary',
    'search-terms',
    'countries',
    'activity',
    'action-types',
    'category-views',
    'daily-users',
    'ads-by-status',
    'user-activities',
  ];
  console.log('report            days   median ms   max ms');
  for (const report of reports) {
    for (const days of [30, 365]) {
      const times = [];
      for (let i = 0; i < 12; i++) {
        const started = performance.now();
        const res = await fetch(
          `${reads.baseUrl}/api/admin/analytics/${report}?days=${days}${report === 'user-activities' ? '&limit=100' : ''}`,
          { headers: { 'admin-token': token } },
        );
        if (!res.ok) throw new Error(`${report}: ${res.status}`);
        await res.arrayBuffer();
        if (i >= 2) times.push(performance.now() - started); // the first two warm the caches
      }
      times.sort((a, b) => a - b);
      console.log(
        `${report.padEnd(17)} ${String(days).padStart(4)}   ${times[Math.floor(times.length / 2)].toFixed(1).padStart(9)}   ` +
          `${times[times.length - 1].toFixed(1).padStart(6)}`,
      );
    }
  }
} finally {
  await stopProduct(reads);
}

/** JetStream's own acknowledged publish rate here, with a bounded number in flight, on a stream of its own. */
async function jetStreamFloor(count) {
  const nc = await connect({ servers: (process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',') });
  const jsm = await nc.jetstreamManager();
  const name = `BENCH_FLOOR_${Date.now()}`;
  await jsm.streams.add({ name, subjects: [`bench.floor.${name}`] });
  const js = nc.jetstream();
  const payload = JSON.stringify({
    actionType: 'page_view',
    actionData: { page: '/bench' },
    ipAddress: '190.98.1.1',
    occurredAt: new Date().toISOString(),
  });
  const started = performance.now();
  let sent = 0;
  await Promise.all(
    Array.from({ length: 256 }, async () => {
      while (sent < count) {
        sent++;
        await js.publish(`bench.floor.${name}`, payload, { msgID: randomUUID() });
      }
    }),
  );
  const rate = count / ((performance.now() - started) / 1000);
  await jsm.streams.delete(name);
  await nc.close();
  return rate;
}

/** N events over the last year (types, search terms, countries and visitors varied), and their rollups. */
async function seedEventsIfNeeded(databaseUrl) {
  const exists = await adminQuery(databaseUrl, `SELECT 1 FROM pg_database WHERE datname = '${database}'`).catch(() => ({ rows: [] }));
  if (!exists.rows?.length) await adminQuery(databaseUrl, `CREATE DATABASE "${database}"`);
  // The product migrates every schema on start.
  await stopProduct(await startProduct({ database, quiet: true, env: { SEED_DEMO: 'false' } }));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const {
    rows: [{ n }],
  } = await pool.query(`SELECT count(*)::bigint AS n FROM analytics.activities`);
  if (Number(n) >= eventCount) {
    console.log(`reusing ${database} (${Number(n).toLocaleString('en')} events)`);
    // Rollups added by a later migration start empty there: build them once.
    const {
      rows: [{ built }],
    } = await pool.query(`SELECT count(*) > 0 AS built FROM analytics.visitors`);
    if (!built) await rebuildRollups(pool);
    await pool.end();
    return;
  }
  console.log(`inserting ${eventCount.toLocaleString('en')} events into ${database} ...`);
  const started = Date.now();
  const chunk = 1_000_000;
  for (let done = Number(n); done < eventCount; done += chunk) {
    const size = Math.min(chunk, eventCount - done);
    await pool.query(
      `
      INSERT INTO analytics.activities (event_id, action_type, action_data, ip_address, ip_prefix, country, user_agent, user_id,
        occurred_at)
      SELECT gen_random_uuid(),
        (ARRAY['page_view','page_view','page_view','search','view_ad','view_category','contact_click','post_ad'])[1 + (i % 8)],
        CASE i % 8 WHEN 3 THEN jsonb_build_object('query',
          (ARRAY['fiets','auto','koelkast','huis te koop','iphone','tv','bank','laptop','scooter','gitaar'])[1 + (i / 8) % 10] || ' ' || (i
          % 500))
                   WHEN 5 THEN jsonb_build_object('category_id', 1 + (i / 8) % 12)
                   ELSE jsonb_build_object('page', '/ad/' || (i % 100000)) END,
        NULL, '190.98.' || ((i / 256) % 256) || '.0',
        (ARRAY['SR','SR','SR','SR','NL','NL','US','GY','BR','FR'])[1 + (i % 10)], NULL,
        CASE WHEN i % 5 = 0 THEN 'user-' || (i % 20000) END,
        now() - make_interval(secs => (i::double precision / $2) * 365 * 86400)
      FROM generate_series($1::bigint, $1::bigint + $3 - 1) AS i`,
      [done, eventCount, size],
    );
    process.stdout.write(`  ${(done + size).toLocaleString('en')}\n`);
  }
  await rebuildRollups(pool);
  console.log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  await pool.end();
}

/** The rollups as the batch writer would have built them, from every stored event. */
async function rebuildRollups(pool) {
  await pool.query('TRUNCATE analytics.daily_counts, analytics.daily_visitors, analytics.visitors');
  await pool.query(ROLLUP_FROM_ACTIVITIES_SQL);
  await pool.query(VISITORS_FROM_ACTIVITIES_SQL);
  await pool.query(VISITORS_LAST_SEEN_FROM_DAILY_SQL);
  await pool.query(VISITOR_COUNTS_FROM_DAILY_SQL);
  await pool.query('ANALYZE analytics.activities, analytics.daily_counts, analytics.daily_visitors, analytics.visitors');
}
