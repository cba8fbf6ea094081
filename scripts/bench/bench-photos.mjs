// `npm run bench:photos [-- --ads 1000000] [--lookups 500]`
// The duplicate-photo lookup at scale: N ads with three photos each (3N perceptual hashes, random 64-bit values put
// in with generate_series) in a database of their own, then the lookup the ads-service runs for a submitted ad
// (dist/.../photo-hashes.service.js, the very SQL) timed per ad, beside its floor: one indexed lookup of the same table.
// A tenth of the looked-up ads carry a copy (a few bits changed) of another account's photo, so the lookup finds some.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { run } from '../lib/run.mjs';

const require = createRequire(import.meta.url);
const { adminQuery, root } = require('../lib/product.cjs');

const { values } = parseArgs({ options: { ads: { type: 'string', default: '1000000' }, lookups: { type: 'string', default: '500' } } });
const adCount = Number(values.ads);
const lookupCount = Number(values.lookups);
const PHOTOS_PER_AD = 3;
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
if ((await run('npx', ['nx', 'run', 'ads-service:build', '--output-style=static'], { env })) !== 0) process.exit(1);
// The service's own code, loaded as the service loads it: its contracts carry decorators that need the metadata API.
require('reflect-metadata');
const { PhotoHashes } = require(`${root}/dist/apps/ads-service/src/risk/photo-hashes.service.js`);
const { createServiceDataSource, migrateWithLock } = require(`${root}/dist/libs/server/src/index.js`);

const database = `surimarkt_bench_photos_${adCount}`;
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace');
base.pathname = `/${database}`;
const databaseUrl = base.toString();

await prepare();
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const photos = new PhotoHashes({ query: async (sql, params) => (await pool.query(sql, params)).rows }, { UPLOADS_DIR: '/nonexistent' });
// The ads looked up: spread over the table, each with its owner (the lookup leaves out the owner's own photos).
const { rows: looked } = await pool.query(
  `SELECT "id", "user_id" AS "userId" FROM "ads"."ads" WHERE "id" % $1 = 0 ORDER BY "id" LIMIT $2`,
  [Math.max(1, Math.floor(adCount / lookupCount)), lookupCount],
);
const { rows: bands } = await pool.query(
  `SELECT "ad_id", "band0" FROM "ads"."photo_hashes" WHERE "ad_id" = ANY($1::int[]) AND "photo" LIKE '%-0.webp'`,
  [looked.map((a) => a.id)],
);
const bandOf = new Map(bands.map((b) => [b.ad_id, b.band0]));

const found = [];
const ours = await time(async (ad) => found.push((await photos.duplicates(ad)).length));
const withCopy = found.filter((n) => n > 0).length;
const floor = await time(async (ad) =>
  pool.query(`SELECT "ad_id" FROM "ads"."photo_hashes" WHERE "band0" = $1 LIMIT 1`, [bandOf.get(ad.id)]),
);
const { rows: plan } = await pool.query(`EXPLAIN SELECT "ad_id", "hash" FROM "ads"."photo_hashes" WHERE "band0" = 1`);
await pool.end();

console.log(`\n${adCount.toLocaleString('en')} ads × ${PHOTOS_PER_AD} photos, ${looked.length} ads looked up one after the other`);
console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
console.table([
  { path: 'duplicate-photo lookup (photo-hashes SQL, 3 photos)', ...ours, 'ads with a copy found': withCopy },
  { path: 'floor: one indexed lookup', ...floor, 'ads with a copy found': '' },
]);

async function time(fn) {
  for (const ad of looked.slice(0, 50)) await fn(ad);
  found.length = 0;
  const ms = [];
  for (const ad of looked) {
    const start = process.hrtime.bigint();
    await fn(ad);
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  ms.sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(2);
  return { 'p50 ms': at(0.5), 'p99 ms': at(0.99), 'mean ms': (ms.reduce((s, x) => s + x, 0) / ms.length).toFixed(2) };
}

/** A database with the ads schema (the ads-service's migrations), N ads and 3N photo hashes, made once and reused. */
async function prepare() {
  const { rows } = await adminQuery(databaseUrl, `SELECT 1 FROM pg_database WHERE datname = '${database}'`);
  if (rows.length === 0) await adminQuery(databaseUrl, `CREATE DATABASE "${database}"`);
  const srcDir = `${root}/dist/apps/ads-service/src`;
  const dataSource = createServiceDataSource({ schema: 'ads', url: databaseUrl, entities: [], srcDir });
  await dataSource.initialize();
  await migrateWithLock(dataSource, 'ads');
  await dataSource.destroy();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: counted } = await client.query(`SELECT count(*)::int AS n FROM "ads"."photo_hashes"`);
  if (counted[0].n >= adCount * PHOTOS_PER_AD) {
    console.log(`reusing ${database} (${counted[0].n} photo hashes)`);
    return client.end();
  }
  console.log(`seeding ${adCount} ads and ${adCount * PHOTOS_PER_AD} photo hashes into ${database}`);
  await client.query(`TRUNCATE "ads"."ads" CASCADE`);
  await client.query(
    `INSERT INTO "ads"."ads" ("id", "user_id", "title", "description", "currency", "location", "category_id", "status")
     SELECT i, 'bench-seller-' || (i % 200000), 'Bench', '', 'SRD', 'Paramaribo',
            (SELECT "id" FROM "ads"."categories" WHERE "parent_id" IS NULL ORDER BY "id" LIMIT 1), 'pending'
       FROM generate_series(1, $1::int) AS i`,
    [adCount],
  );
  await client.query(`SELECT setval(pg_get_serial_sequence('"ads"."ads"', 'id'), $1)`, [adCount]);
  // Random 64-bit hashes, each cut into its four 16-bit bands as the service stores them.
  await client.query(
    `INSERT INTO "ads"."photo_hashes" ("ad_id", "photo", "user_id", "hash", "band0", "band1", "band2", "band3")
     SELECT a, '/uploads/ads/bench/' || a || '-' || p || '.webp', 'bench-seller-' || (a % 200000), h,
            (h & 65535)::int, ((h >> 16) & 65535)::int, ((h >> 32) & 65535)::int, ((h >> 48) & 65535)::int
       FROM (SELECT a, p, ((random() * 4294967295)::bigint << 32) | (random() * 4294967295)::bigint AS h
               FROM generate_series(1, $1::int) AS a, generate_series(0, ${PHOTOS_PER_AD - 1}) AS p) s`,
    [adCount],
  );
  // Every tenth looked-up ad's first photo copied into another account's ad, three bits changed (a re-encoded copy).
  await client.query(
    `INSERT INTO "ads"."photo_hashes" ("ad_id", "photo", "user_id", "hash", "band0", "band1", "band2", "band3")
     SELECT c.a, c.photo, c.user_id, c.h, (c.h & 65535)::int, ((c.h >> 16) & 65535)::int, ((c.h >> 32) & 65535)::int,
            ((c.h >> 48) & 65535)::int
       FROM (SELECT (h."ad_id" % $1) + 1 AS a, h."photo" || '-copy' AS photo, 'bench-copier' AS user_id,
                    h."hash" # 73 # (1::bigint << 40) AS h
               FROM "ads"."photo_hashes" h
              WHERE h."ad_id" % $2 = 0 AND (h."ad_id" / $2) % 10 = 0 AND h."photo" LIKE '%-0.webp') c`,
    [adCount, Math.max(1, Math.floor(adCount / lookupCount))],
  );
  // As autovacuum leaves a settled table: its visibility map lets the band indexes answer without reading the table.
  await client.query('VACUUM ANALYZE "ads"."ads"');
  await client.query('VACUUM ANALYZE "ads"."photo_hashes"');
  await client.end();
}
