// `npm run bench:render [-- --pages 50]`
// What one server render of a public page costs, and where it goes: starts the product with demo data, loads the
// web app's server build in this process (as a render thread of the gateway does) and renders each page one at a
// time. Printed per page, in CPU milliseconds of the render thread: the whole render, React's share
// (renderToString, its hooks included), and beside it the floor of the page's data: the same API reads fetched and
// parsed bare, without RTK Query. What is left (RTK Query's requests and store updates, garbage collection) is the
// data layer's own cost. The gateway's side of those reads is not in these figures (`npm run bench:per-core` has it).
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run } from '../lib/run.mjs';

const require = createRequire(import.meta.url);
const { startProduct, stopProduct, root } = require('../lib/product.cjs');

const { values } = parseArgs({ options: { pages: { type: 'string', default: '50' } } });
const PAGES = Number(values.pages);
const WARM_UP = 15;
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
if ((await run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { env })) !== 0) process.exit(1);

// The production settings of the gateway, its lists' short cache included; the page cache off (each request renders).
const product = await startProduct({
  quiet: true,
  waitForAds: true,
  env: { THROTTLE_LIMIT: '100000000', PAGE_CACHE_TTL_MS: '0', PAGE_STORE: 'off' },
});
const entry = require(path.join(root, 'dist/apps/web-ssr/entry-server.cjs'));
const floorAgent = new http.Agent({ keepAlive: true });
const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

try {
  const [ad] = (await (await fetch(`${product.baseUrl}/api/ads?limit=1`)).json()).ads;
  const [category] = await (await fetch(`${product.baseUrl}/api/categories`)).json();
  const word = ad.title.split(' ')[0].toLowerCase();
  const pages = [`/ad/${ad.id}`, '/', `/categorie/${category.slug}`, `/zoeken?q=${encodeURIComponent(word)}`];
  const rows = [];
  for (const url of pages) {
    const render = () => entry.render({ url, apiOrigin: product.baseUrl, cookie: null, headers: { 'user-agent': 'bench-render' } });
    for (let i = 0; i < WARM_UP; i++) await render();
    const reads = await readsOf(render);

    let react = 0;
    let passes = 0;
    const start = process.cpuUsage();
    for (let i = 0; i < PAGES; i++) {
      const result = await render();
      react += result.react.ms;
      passes += result.react.passes;
    }
    const total = cpuMs(start) / PAGES;

    // The floor: the same reads, made and parsed as a plain program would (node:http, kept-alive connections, as the
    // renderer's own client), as many at once as the render had.
    const fetchAll = () => Promise.all(reads.map(getJson));
    for (let i = 0; i < WARM_UP; i++) await fetchAll();
    const floorStart = process.cpuUsage();
    for (let i = 0; i < PAGES; i++) await fetchAll();
    const floor = cpuMs(floorStart) / PAGES;

    rows.push({
      page: url,
      'render CPU ms': total.toFixed(1),
      'React ms': (react / PAGES).toFixed(1),
      passes: (passes / PAGES).toFixed(1),
      'API reads': reads.length,
      'reads bare, CPU ms': floor.toFixed(1),
      'left: RTK Query, GC ms': Math.max(0, total - react / PAGES - floor).toFixed(1),
    });
  }
  console.log(`server render, one page at a time, ${PAGES} renders each after ${WARM_UP} to warm up (demo data):`);
  console.table(rows);
} finally {
  await stopProduct(product);
}

/** The API addresses one render reads (the renderer asks its gateway with node:http: web/src/server/gateway-query.ts). */
async function readsOf(render) {
  const original = http.request;
  const urls = [];
  http.request = (options, callback) => {
    urls.push(`http://${options.host}:${options.port}${options.path}`);
    return original(options, callback);
  };
  try {
    await render();
  } finally {
    http.request = original;
  }
  return urls;
}

/** One read, bare: the body parsed as JSON. */
function getJson(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: floorAgent, headers: { 'accept-encoding': 'identity' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve(text && JSON.parse(text));
        });
      })
      .on('error', reject);
  });
}
