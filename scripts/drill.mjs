// `npm run drill [-- --seconds 60] [--json]`: the fault drill. Starts two replicas of the gateway and of each service
// on a database, ports and NATS subject space of their own (scripts/lib/product.cjs; needs `npm run build` first) and
// drives mixed load through both gateways, in three phases: steady; a rolling restart (one replica of each app stopped
// with SIGTERM and started again, one app after the other, each back before the next goes); then SIGKILL (one replica
// of each killed at once past the middle, and started again). Then checks that every write the product accepted is
// there, and that the seller written to got each message's push once (at a push service of its own on loopback,
// scripts/lib/push-service.cjs), within 10 s and once outside the SIGKILL phase. Exits 1 on any loss or push missing,
// a push twice or late outside the SIGKILL phase, and on any failed request outside it, where only the requests the
// killed replicas held may fail and a push being sent by a killed replica may come twice (reported, not judged).
import { createRequire } from 'node:module';
import { connect } from 'nats';
import pg from 'pg';
import { reportText, settle } from './lib/drill-checks.mjs';
import { createLoad } from './lib/drill-load.mjs';
import { DEFAULT_NATS_URL } from './lib/infra-check.mjs';

const require = createRequire(import.meta.url);
const { startApp, startProduct, stopProduct } = require('./lib/product.cjs');
const { LocalPushService } = require('./lib/push-service.cjs');

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 60;
const asJson = args.includes('--json');
const say = (line) => (asJson ? process.stderr : process.stdout).write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Phases in which no request may fail: a graceful stop costs nothing. */
const JUDGED = new Set(['steady', 'rolling restart']);
/** How long a replica started again may take to take work, on a small busy machine (as the product's own start). */
const READY_MS = 300_000;

const pushService = await new LocalPushService().start();
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
    PUSH_ENDPOINT_HOSTS: pushService.origin,
  },
});
const db = new pg.Client({ connectionString: product.databaseUrl });
const nats = await connect({ servers: (product.env.NATS_URL ?? DEFAULT_NATS_URL).split(',') });
// A service replica announces itself once its subscriptions are in place (libs/server replica-presence): when each was first heard.
const heardAt = new Map();
nats.subscribe(`${product.env.NATS_SUBJECT_PREFIX}replicas.heartbeat`, {
  callback: (_error, msg) => {
    const { id, service } = JSON.parse(new TextDecoder().decode(msg.data));
    if (!heardAt.has(id)) heardAt.set(id, { service, at: Date.now() });
  },
});
let failed = true;
try {
  await db.connect();
  say(`drill: 2 replicas of each app on ${product.baseUrls.join(', ')}, ${seconds} s of load or more`);
  const load = await createLoad(product.baseUrls, db, pushService);
  const started = Date.now();
  const at = () => ((Date.now() - started) / 1000).toFixed(1);
  const timeline = [];
  const note = (line) => {
    timeline.push(`t=${at()}s ${line}`);
    say(`  t=${at()}s ${line}`);
  };

  /** Resolves once the replica of `app` started at `since` takes work: a gateway answers, a service has announced itself. */
  const ready = async (app, replica, child, since) => {
    const deadline = Date.now() + READY_MS;
    const service = app.replace(/-service$/, '');
    while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
      if (app === 'gateway') {
        const res = await fetch(`${product.baseUrls[replica]}/api/health/ready`).catch(() => null);
        if (res?.ok) return;
      } else if ([...heardAt.values()].some((beat) => beat.service === service && beat.at >= since)) return;
      await sleep(100);
    }
    const end = child.exitCode ?? child.signalCode;
    throw new Error(`drill: ${app}#${replica + 1} took no work ${end === null ? `within ${READY_MS / 1000} s` : `(ended: ${end})`}`);
  };

  /**
   * Stops the second replica of `app` with `signal` and starts it again once it is gone; answers when it is started,
   * with `ready`, which resolves once it takes work (noted in the timeline).
   */
  const replace = async (app, signal) => {
    const { child } = product.processes.find((p) => p.app === app && p.replica === 1);
    const stopped = Date.now();
    const gone = new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    child.kill(signal);
    // A replica that does not stop within 15 s of SIGTERM is killed, as Kubernetes would after its grace period.
    const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(late);
    note(`${signal} ${app}#2: gone after ${((Date.now() - stopped) / 1000).toFixed(1)} s, started again`);
    const since = Date.now();
    const taking = ready(app, 1, startApp(product, app, 1), since).then(() =>
      note(`${app}#2 takes work again, ${((Date.now() - since) / 1000).toFixed(1)} s after its start`),
    );
    // Handled by whoever waits for it; not an unhandled rejection meanwhile.
    taking.catch(() => undefined);
    return { ready: taking };
  };

  let isDone = false;
  const running = load.run(started, () => isDone);
  try {
    await sleep(seconds * 150);
    load.enterPhase('rolling restart');
    // Each app keeps its other replica meanwhile, so the next app's turn need not wait for this one's start (as
    // Deployments roll on their own); the phase ends once every replica started again takes work.
    note('rolling restart: one replica of each app, one app after the other');
    const restarted = [];
    for (const app of [...new Set(product.processes.map((p) => p.app))]) restarted.push((await replace(app, 'SIGTERM')).ready);
    await Promise.all(restarted);
    // The requests sent during the rolling restart are answered before the kill, so none of its failures is blamed on it.
    load.enterPhase('SIGKILL');
    await load.answered('rolling restart');
    await sleep(started + seconds * 600 - Date.now());
    note('SIGKILL: one replica of each app at once');
    const killed = await Promise.all(product.processes.filter((p) => p.replica === 1).map(({ app }) => replace(app, 'SIGKILL')));
    // Load goes on until the killed replicas take work again, and for `seconds` in all at least.
    await Promise.all(killed.map((k) => k.ready));
    await sleep(Math.max(2000, started + seconds * 1000 - Date.now()));
  } finally {
    isDone = true;
    await running;
  }

  const figures = await settle(load, db, pushService);
  const requestFigures = load.requestFigures();
  const failedPhases = requestFigures.phases.filter((p) => JUDGED.has(p.name) && p.failed > 0).map((p) => p.name);
  const latePushPhases = Object.keys(figures.pushes.late).filter((phase) => JUDGED.has(phase));
  const twicePushPhases = Object.keys(figures.pushes.twice).filter((phase) => JUDGED.has(phase));
  const report = {
    seconds,
    elapsedSeconds: Number(at()),
    ...requestFigures,
    failedPhases,
    latePushPhases,
    twicePushPhases,
    timeline,
    ...figures,
  };
  failed = figures.lost.length > 0 || failedPhases.length > 0 || latePushPhases.length > 0 || twicePushPhases.length > 0;
  say(reportText(report, JUDGED));
  if (asJson) process.stdout.write(`${JSON.stringify(report)}\n`);
} finally {
  await nats.close().catch(() => undefined);
  await db.end().catch(() => undefined);
  await stopProduct(product);
  await pushService.stop();
}
process.exit(failed ? 1 : 0);
