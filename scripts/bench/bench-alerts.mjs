// `npm run bench:alerts [-- --searches 100000] [--ads 500]`
// Saved-search alerts at scale: N saved searches of many users (words, categories, places, price ranges, like people
// save them) in a database of their own, then the matcher the ads-service runs when an ad is approved
// (dist/.../alert-matcher.js, the very SQL) timed per new ad, beside its floor: one indexed lookup of the same table.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { run } from '../lib/run.mjs';

const require = createRequire(import.meta.url);
const { startProduct, stopProduct, adminQuery, root } = require('../lib/product.cjs');

const { values } = parseArgs({ options: { searches: { type: 'string', default: '100000' }, ads: { type: 'string', default: '500' } } });
const searchCount = Number(values.searches);
const adCount = Number(values.ads);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
if ((await run('npx', ['nx', 'run', 'ads-service:build', '--output-style=static'], { env })) !== 0) process.exit(1);
// The service's own code, loaded as the service loads it: its contracts carry decorators that need the metadata API.
require('reflect-metadata');
const { matchingSearches } = require(`${root}/dist/apps/ads-service/src/saved-searches/alert-matcher.js`);

const database = `surimarkt_bench_alerts_${searchCount}`;
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace');
base.pathname = `/${database}`;
const databaseUrl = base.toString();

// A classifieds vocabulary with a long tail: a few words in many searches, most in few (Zipf), as real searches are.
const COMMON = [
  'fiets',
  'auto',
  'huis',
  'telefoon',
  'iphone',
  'samsung',
  'tafel',
  'stoel',
  'bank',
  'kast',
  'bed',
  'koelkast',
  'televisie',
  'laptop',
  'toyota',
  'honda',
  'grond',
  'perceel',
  'schoen',
  'jurk',
  'boot',
  'motor',
  'scooter',
  'airco',
  'wasmachine',
];
const WORDS = [...COMMON, ...Array.from({ length: 5000 }, (_, i) => `woord${i}`)];
const PLACES = ['Paramaribo', 'Wanica', 'Nickerie', 'Commewijne', 'Para', 'Saramacca', 'Coronie', 'Marowijne', 'Brokopondo', 'Sipaliwini'];
let seed = 7;
const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
const zipfWord = () => WORDS[Math.min(WORDS.length - 1, Math.floor(Math.pow(random(), 3) * WORDS.length))];
const pick = (list) => list[Math.floor(random() * list.length)];

await prepare();
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const categories = (await pool.query(`SELECT "id" FROM "ads"."categories" WHERE "parent_id" IS NULL`)).rows.map((r) => r.id);
const manager = { query: async (sql, params) => (await pool.query(sql, params)).rows };

// New ads as matching reads them: their folded words, a category, a place and a price.
const ads = Array.from({ length: adCount }, (_, i) => ({
  id: i + 1,
  user_id: `bench-seller-${i}`,
  category_id: pick(categories),
  subcategory_id: null,
  location: pick(PLACES),
  price: String(Math.floor(random() * 5_000_000)),
  currency: random() < 0.5 ? 'SRD' : 'EUR',
  search_title: Array.from({ length: 5 }, zipfWord).join(' '),
  search_body: Array.from({ length: 25 }, zipfWord).join(' '),
}));

const ours = await time(async (ad) => matchingSearches(manager, ad, 40));
const floor = await time(async (ad) =>
  pool.query(`SELECT "saved_search_id" FROM "ads"."saved_search_terms" WHERE "term" = $1 LIMIT 1`, [ad.search_title.split(' ')[0]]),
);
const matched = (await Promise.all(ads.slice(0, 50).map((ad) => matchingSearches(manager, ad, 40)))).map((m) => m.length);
await pool.end();

console.log(`\n${searchCount.toLocaleString('en')} saved searches, ${adCount} new ads matched one after the other`);
console.table([
  { path: 'matching a new ad (alert-matcher SQL)', ...ours, 'searches matched (mean)': mean(matched).toFixed(1) },
  { path: 'floor: one indexed lookup', ...floor, 'searches matched (mean)': '' },
]);

async function time(fn) {
  for (const ad of ads.slice(0, 50)) await fn(ad);
  const ms = [];
  for (const ad of ads) {
    const start = process.hrtime.bigint();
    await fn(ad);
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  ms.sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(2);
  return { 'p50 ms': at(0.5), 'p99 ms': at(0.99), 'mean ms': mean(ms).toFixed(2) };
}

function mean(list) {
  return list.reduce((sum, x) => sum + x, 0) / Math.max(1, list.length);
}

/** A database with the ads schema (the ads-service's migrations, by starting the product once) and N saved searches. */
async function prepare() {
  const { rows } = await adminQuery(databaseUrl, `SELECT 1 FROM pg_database WHERE datname = '${database}'`);
  if (rows.length === 0) {
    await adminQuery(databaseUrl, `CREATE DATABASE "${database}"`);
    if ((await run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { env })) !== 0) process.exit(1);
    await stopProduct(await startProduct({ database, quiet: true, env: { SEED_DEMO: 'false' } }));
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: counted } = await client.query(`SELECT count(*)::int AS n FROM "ads"."saved_searches"`);
  if (counted[0].n >= searchCount) {
    console.log(`reusing ${database} (${counted[0].n} saved searches)`);
    return client.end();
  }
  console.log(`seeding ${searchCount} saved searches into ${database}`);
  const categories = (await client.query(`SELECT "id" FROM "ads"."categories" WHERE "parent_id" IS NULL`)).rows.map((r) => r.id);
  await client.query('TRUNCATE "ads"."saved_searches" CASCADE');
  const BATCH = 5000;
  for (let from = 0; from < searchCount; from += BATCH) {
    const searches = Array.from({ length: Math.min(BATCH, searchCount - from) }, (_, i) => {
      const wordless = random() < 0.25;
      const words = wordless ? [] : [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, zipfWord))];
      const hasPrice = random() < 0.3;
      return {
        user: `bench-user-${(from + i) % 20000}`,
        words,
        category: wordless || random() < 0.4 ? pick(categories) : null,
        location: random() < 0.5 ? pick(PLACES) : null,
        min: hasPrice ? Math.floor(random() * 100_000) : null,
        max: hasPrice ? 100_000 + Math.floor(random() * 5_000_000) : null,
        currency: hasPrice ? (random() < 0.5 ? 'SRD' : 'EUR') : null,
      };
    });
    const { rows: ids } = await client.query(
      `INSERT INTO "ads"."saved_searches" ("user_id", "name", "query", "frequency", "term_count", "category_id", "location", "min_price",
         "max_price", "price_currency", "terms")
       SELECT u, 'bench', '{}'::jsonb, CASE WHEN random() < 0.5 THEN 'instant' ELSE 'daily' END, t, c, l, mi, ma, cu,
              COALESCE(string_to_array(NULLIF(w, ''), ' '), '{}')::varchar[]
         FROM unnest($1::varchar[], $2::smallint[], $3::int[], $4::varchar[], $5::bigint[], $6::bigint[], $7::varchar[], $8::text[])
           AS s(u, t, c, l, mi, ma, cu, w)
       RETURNING "id"`,
      [
        searches.map((s) => s.user),
        searches.map((s) => s.words.length),
        searches.map((s) => s.category),
        searches.map((s) => s.location),
        searches.map((s) => s.min),
        searches.map((s) => s.max),
        searches.map((s) => s.currency),
        searches.map((s) => s.words.join(' ')),
      ],
    );
    // As the service keys a search: under its rarest word (here the one furthest down the long tail).
    const rarest = (words) => words.reduce((a, b) => (WORDS.indexOf(b) > WORDS.indexOf(a) ? b : a));
    const terms = searches.flatMap((s, i) => (s.words.length ? [[rarest(s.words), ids[i].id]] : []));
    await client.query(
      `INSERT INTO "ads"."saved_search_terms" ("term", "saved_search_id") SELECT * FROM unnest($1::varchar[], $2::int[])`,
      [terms.map((t) => t[0]), terms.map((t) => t[1])],
    );
  }
  await client.query('ANALYZE "ads"."saved_searches"; ANALYZE "ads"."saved_search_terms"');
  await client.end();
}
