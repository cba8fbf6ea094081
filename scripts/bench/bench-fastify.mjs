// `npm run bench:fastify [-- --connections 32] [--duration 15] [--rounds 3]`: issue 34 §4's trial of Fastify. The
// constant route (/api/health/live) through the product's gateway stack on Nest's Express adapter and on its Fastify
// adapter (./fastify/gateway-on-adapter.cjs), beside the bare NestJS floor on each adapter (./floor), all four in
// turn, round after round. Nothing behind the route: what is measured is the HTTP stack and the gateway's own work.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run } from '../lib/run.mjs';

const require = createRequire(import.meta.url);
const { freePort, startProduct, stopProduct } = require('../lib/product.cjs');
const { startFloor } = require('./floor/start-floor.cjs');

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '3' },
  },
});
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const roundSeconds = Math.max(1, Math.round(Number(values.duration) / rounds));
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

if ((await run('npx', ['nx', 'run', 'gateway:build', '--output-style=static'], { env })) !== 0) process.exit(1);

/** One gateway on `adapter`, logging at info level as in production (one JSON line per request, discarded here). */
async function startGateway(adapter) {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, 'fastify/gateway-on-adapter.cjs'), [], {
    env: {
      ...env,
      NODE_ENV: 'production',
      ADAPTER: adapter,
      PORT: String(port),
      LOG_LEVEL: 'info',
      NATS_SUBJECT_PREFIX: `bench.${randomBytes(3).toString('hex')}.`,
      THROTTLE_LIMIT: '1000000',
    },
    stdio: 'ignore',
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the gateway on ${adapter} exited with ${code}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

const floor = await startFloor({ databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', statements: {} });
const gateways = { express: await startGateway('express'), fastify: await startGateway('fastify') };
// The gateway as `npm start` runs it (create-gateway-app.ts, the page handler included): is the trial's Express
// variant the product's cost?
const product = await startProduct({ apps: ['gateway'], quiet: true, env: { LOG_LEVEL: 'info', SEED_DEMO: 'false' } });
const targets = [
  { name: 'gateway as deployed (Express)', url: `${product.baseUrl}/api/health/live` },
  { name: 'gateway, Express', url: `${gateways.express.baseUrl}/api/health/live` },
  { name: 'gateway, Fastify', url: `${gateways.fastify.baseUrl}/api/health/live` },
  { name: 'bare NestJS floor, Express', url: `${floor.baseUrl}/live` },
  { name: 'bare NestJS floor, Fastify', url: `${floor.fastifyBaseUrl}/live` },
];
const drive = async (url, seconds) => {
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
};
const measured = new Map(targets.map((t) => [t.name, []]));
try {
  for (const target of targets) await drive(target.url, 2);
  for (let i = 0; i < rounds; i++) for (const target of targets) measured.get(target.name).push(await drive(target.url, roundSeconds));
} finally {
  gateways.express.stop();
  gateways.fastify.stop();
  await Promise.all([floor.stop(), stopProduct(product)]);
}
const median = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)];
const results = new Map([...measured].map(([name, list]) => [name, median(list)]));
console.log(`\nconstant route, ${connections} connections, median of ${rounds} rounds of ${roundSeconds} s, ${os.cpus().length} cores`);
console.table(
  [...results].map(([name, r]) => ({ path: name, 'req/s': Math.round(r.rps), 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors })),
);
const rps = (name) => results.get(name).rps;
// Per request: the floor's cost is the adapter's; what the gateway adds on top is its own work.
const ownUs = (adapter) => 1e6 / rps(`gateway, ${adapter}`) - 1e6 / rps(`bare NestJS floor, ${adapter}`);
console.table([
  { ratio: 'gateway / floor, on Express (aim ≥ 0.9)', value: (rps('gateway, Express') / rps('bare NestJS floor, Express')).toFixed(2) },
  { ratio: 'gateway / floor, on Fastify (aim ≥ 0.9)', value: (rps('gateway, Fastify') / rps('bare NestJS floor, Fastify')).toFixed(2) },
  { ratio: 'gateway on Fastify / floor on Express', value: (rps('gateway, Fastify') / rps('bare NestJS floor, Express')).toFixed(2) },
  { ratio: 'gateway on Fastify / gateway on Express', value: (rps('gateway, Fastify') / rps('gateway, Express')).toFixed(2) },
  { ratio: "the gateway's own µs a request beyond its floor, Express", value: ownUs('Express').toFixed(0) },
  { ratio: "the gateway's own µs a request beyond its floor, Fastify", value: ownUs('Fastify').toFixed(0) },
]);
