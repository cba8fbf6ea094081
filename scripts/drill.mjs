// `npm run drill [-- --seconds 60] [--json]`: the fault drill. Starts two replicas of the gateway and of each service
// on a database, ports and NATS subject space of their own (scripts/lib/product.cjs; needs `npm run build` first),
// drives mixed load through both gateways, stops one replica of each app with SIGTERM a quarter in and kills one with
// SIGKILL past the middle (each started again at once), then checks that every write the product accepted is there.
// Exits 1 on any loss; failed requests are reported (when, what) but are not a loss.
import { createRequire } from 'node:module';
import pg from 'pg';
import { reportText, settle } from './lib/drill-checks.mjs';
import { createLoad } from './lib/drill-load.mjs';

const require = createRequire(import.meta.url);
const { startApp, startProduct, stopProduct } = require('./lib/product.cjs');

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 60;
const asJson = args.includes('--json');
const say = (line) => (asJson ? process.stderr : process.stdout).write(`${line}\n`);

const product = await startProduct({
  replicas: 2,
  waitForAds: true,
  quiet: true,
  // Twelve processes starting at once on a small shared machine take their time.
  timeoutMs: 300_000,
  env: {
    LOG_LEVEL: 'error',
    // One load generator on one address plays many visitors: only the per-address limits are lifted.
    THROTTLE_ACCOUNT_LIMIT: '1000000',
    THROTTLE_ACCOUNT_EMAIL_LIMIT: '1000000',
    THROTTLE_ANALYTICS_LIMIT: '1000000',
  },
});
const db = new pg.Client({ connectionString: product.databaseUrl });
let lost = true;
try {
  await db.connect();
  say(`drill: 2 replicas of each app on ${product.baseUrls.join(', ')}, ${seconds} s of load`);
  const load = await createLoad(product.baseUrls, db);
  const started = Date.now();
  const at = () => ((Date.now() - started) / 1000).toFixed(1);
  const timeline = [];
  const note = (line) => {
    timeline.push(`t=${at()}s ${line}`);
    say(`  t=${at()}s ${line}`);
  };

  /** One replica (the second) of every app: stopped with `signal`, started again once it is gone. */
  const strike = async (signal) => {
    const victims = product.processes.filter((p) => p.replica === 1);
    await Promise.all(
      victims.map(async ({ app, replica, child }) => {
        const stopped = Date.now();
        const gone = new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
        child.kill(signal);
        // A replica that does not stop within 15 s of SIGTERM is killed, as Kubernetes would after its grace period.
        const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await gone;
        clearTimeout(late);
        note(`${signal} ${app}#2: gone after ${((Date.now() - stopped) / 1000).toFixed(1)} s, started again`);
        startApp(product, app, replica);
      }),
    );
  };
  const striking = [];
  const strikes = [
    setTimeout(() => striking.push(strike('SIGTERM')), seconds * 250),
    setTimeout(() => striking.push(strike('SIGKILL')), seconds * 600),
  ];
  await load.run(seconds * 1000, started);
  strikes.forEach(clearTimeout);
  // Every replica is back before the figures are read (and before the product is stopped).
  await Promise.all(striking);

  const figures = await settle(load, db);
  const report = { seconds, ...load.requestFigures(), timeline, ...figures };
  lost = figures.lost.length > 0;
  say(reportText(report));
  if (asJson) process.stdout.write(`${JSON.stringify(report)}\n`);
} finally {
  await db.end().catch(() => undefined);
  await stopProduct(product);
}
process.exit(lost ? 1 : 0);
