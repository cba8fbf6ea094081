// `npm run bench:web`: builds the production app, serves it through the gateway (with demo data on a database
// of its own), runs Lighthouse (mobile, Debian's Chromium) on home, a category page, a search and an ad page, with
// its estimated and its applied throttling, and prints the performance score, LCP, CLS, total blocking time, FCP,
// when the page was interactive, and the bytes each route moves in all and in scripts (on the wire: brotli where the
// browser accepts it, as phones do; headers included). `-- --runs N`: how many estimated runs per route (default 3,
// the 'three runs in a row'); the machine's load average is printed with each table. Last, a guest's first
// tap on the menu (first-tap.mjs), which loads the app.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { run } from '../lib/run.mjs';
import { firstTaps } from './first-tap.mjs';

const require = createRequire(import.meta.url);
const { startProduct, stopProduct } = require('../lib/product.cjs');

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const simulateRuns = Math.max(1, Number(options.runs) || 3);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
if ((await run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { env })) !== 0) process.exit(1);

/** Other work on the machine slows what Lighthouse observes (not the bytes): each table says how busy it was. */
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** An audit's value, or why Lighthouse could not measure it this time (it happens: the row says so). */
function figure(lhr, id, format) {
  const audit = lhr.audits[id];
  return typeof audit?.numericValue === 'number'
    ? format(audit.numericValue)
    : `n/a (${audit?.errorMessage ?? 'not measured'})`.slice(0, 60);
}

const product = await startProduct({ waitForAds: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});

try {
  const { ads } = await (await fetch(`${product.baseUrl}/api/ads?limit=1`)).json();
  const routes = [
    ['home', '/'],
    ['category', '/categorie/autos'],
    ['search', '/zoeken?q=fiets'],
    ['ad', `/ad/${ads[0].id}`],
  ];
  // Lighthouse's default 'simulate' estimates the throttled load from an unthrottled one (what PageSpeed Insights
  // reports); 'devtools' loads the page over a throttled network and CPU and reports what it observed. The two can
  // disagree: the estimate counts every script that finished loading before the unthrottled run's first paint as
  // blocking it, which on a real slow connection arrives after the page is painted.
  for (const throttlingMethod of ['simulate', 'devtools']) {
    const rows = [];
    for (const [name, path] of routes) {
      const audit = async () =>
        (
          await lighthouse(
            `${product.baseUrl}${path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
            { extends: 'lighthouse:default', settings: { throttlingMethod } },
          )
        ).lhr;
      // On this VM Lighthouse now and then fails to record a trace ("Something went wrong with recording the trace"):
      // such a run measured nothing, so it is run again (at most twice) rather than reported as a score of 0.
      const measured = async () => {
        let lhr = await audit();
        for (let retry = 0; retry < 2 && lhr.runtimeError; retry++) lhr = await audit();
        return lhr;
      };
      // Warm-up run so the gateway's template and list caches are in the state a real visitor meets.
      await audit();
      // The estimate is repeated (PageSpeed's aim is three runs in a row); the row shows every score, the rest is the last run's.
      const scores = [];
      let lhr;
      for (let run = 0; run < (throttlingMethod === 'simulate' ? simulateRuns : 1); run++) {
        lhr = await measured();
        scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      }
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const bytes = (items) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const js = bytes(requests.filter((r) => r.resourceType === 'Script'));
      // The photos a phone loaded (Lighthouse's mobile screen: 412 px at DPR 1.75), lazy ones below the fold not among them.
      const photos = requests.filter((r) => r.resourceType === 'Image' && r.url.includes('/uploads/'));
      rows.push({
        route: `${name} ${path}`,
        performance: scores.join(' '),
        // Lighthouse's accessibility score (the aim: 95 or more on every public page).
        a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        'LCP s': figure(lhr, 'largest-contentful-paint', (v) => (v / 1000).toFixed(2)),
        CLS: figure(lhr, 'cumulative-layout-shift', (v) => v.toFixed(3)),
        'TBT ms': figure(lhr, 'total-blocking-time', (v) => Math.round(v)),
        'FCP s': figure(lhr, 'first-contentful-paint', (v) => (v / 1000).toFixed(2)),
        // When the page has hydrated and gone quiet: what the page's scripts cost a phone (not in the score).
        'TTI s': figure(lhr, 'interactive', (v) => (v / 1000).toFixed(2)),
        // Everything the first load moved (HTML, CSS, scripts, fonts, photos in view, API calls): the 150 KB aim.
        'KB in all': (bytes(requests) / 1024).toFixed(1),
        requests: requests.length,
        'JS KB sent': (js / 1024).toFixed(1),
        photos: photos.length,
        'photo KB sent': (photos.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1),
        'widths taken': [...new Set(photos.map((r) => /(-w320|-w480|-md|-sm)?\.webp/.exec(r.url)?.[1] ?? 'detail'))].join(' '),
      });
    }
    console.log(
      `\nLighthouse 12, mobile preset (slow 4G, 4x CPU slowdown), Debian Chromium, throttling '${throttlingMethod}' (${
        throttlingMethod === 'simulate' ? 'estimated from an unthrottled load' : 'applied to the load, observed'
      }), load average ${loadAverage()} on ${os.cpus().length} cores:`,
    );
    console.table(rows);
  }
  console.log(
    `\nA guest's first tap on the header's menu until it is open (slow 4G, 4x CPU slowdown; the app loads with the tap), ` +
      `load average ${loadAverage()}:`,
  );
  console.table(await firstTaps(product.baseUrl, routes));
} finally {
  await chrome.kill();
  await stopProduct(product);
}
