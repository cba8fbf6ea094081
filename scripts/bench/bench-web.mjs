// `npm run bench:web`: builds the production app, serves it through the gateway (with demo data on a database
// of its own), runs Lighthouse (mobile, Debian's Chromium) on home, a category page, a search and an ad page, and prints the
// performance score, LCP, CLS, total blocking time and the JS each route loads (bytes on the wire: brotli
// where the browser accepts it, as phones do).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
import { run } from '../lib/run.mjs';

const require = createRequire(import.meta.url);
const { startProduct, stopProduct } = require('../lib/product.cjs');

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
if ((await run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { env })) !== 0) process.exit(1);

/** An audit's value, or why Lighthouse could not measure it this time (it happens: the row says so). */
function figure(lhr, id, format) {
  const audit = lhr.audits[id];
  return typeof audit?.numericValue === 'number' ? format(audit.numericValue) : `n/a (${audit?.errorMessage ?? 'not measured'})`.slice(0, 60);
}

const product = await startProduct({ waitForAds: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});

try {
  const { ads } = await (await fetch(`${product.baseUrl}/api/ads?limit=1`)).json();
  const routes = [
    ['home', '/'],
    ['category', '/categorie/autos'],
    ['search', '/zoeken?q=fiets'],
    ['ad', `/ad/${ads[0].id}`],
  ];
  const rows = [];
  for (const [name, path] of routes) {
    // Warm-up run so the gateway's template and list caches are in the state a real visitor meets.
    const audit = async () => (await lighthouse(`${product.baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })).lhr;
    await audit();
    // On this VM Lighthouse now and then fails to record a trace ("Something went wrong with recording the trace"):
    // such a run measured nothing, so it is run again (at most twice) rather than reported as a score of 0.
    let lhr = await audit();
    for (let retry = 0; retry < 2 && lhr.runtimeError; retry++) lhr = await audit();
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    rows.push({
      route: `${name} ${path}`,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      'LCP s': figure(lhr, 'largest-contentful-paint', (v) => (v / 1000).toFixed(2)),
      CLS: figure(lhr, 'cumulative-layout-shift', (v) => v.toFixed(3)),
      'TBT ms': figure(lhr, 'total-blocking-time', (v) => Math.round(v)),
      'FCP s': figure(lhr, 'first-contentful-paint', (v) => (v / 1000).toFixed(2)),
      'JS KB sent': (js / 1024).toFixed(1),
    });
  }
  console.log('\nLighthouse 12, mobile preset (simulated slow 4G, 4x CPU slowdown), Debian Chromium:');
  console.table(rows);
} finally {
  await chrome.kill();
  await stopProduct(product);
}
