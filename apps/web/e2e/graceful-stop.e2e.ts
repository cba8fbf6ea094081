import { request } from 'node:http';
import { Client } from 'pg';
import { startProduct, stopProduct } from '../../../scripts/lib/product.cjs';
import { exitOf, type ProductWithChildren, type Replica, startReplica } from './support/replicas';

/** What an app logged at warn or above: shown when it does not exit 0, so a failure says why. */
const problems = (product: ProductWithChildren, app: string) =>
  product.output.filter((o) => o.app === app && /"level":(40|50|60)|"level":"(warn|error|fatal)"|Error/.test(o.line)).map((o) => o.line);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BOUND_MS = 6000;

/** A fresh TCP connection (no pooled keep-alive socket): does the gateway still accept new connections? */
const isAccepting = (url: string) =>
  new Promise<boolean>((resolve) => {
    const req = request(`${url}/api/health`, { agent: false }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });

// SIGTERM, as Kubernetes and docker send it for a rolling update: the requests a process took are answered, it takes
// no new ones, and it exits 0 within SHUTDOWN_TIMEOUT_MS. Real processes of the built product.
describe('a graceful stop', () => {
  let product: ProductWithChildren;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    product = (await startProduct({
      waitForAds: true,
      captureOutput: true,
      env: { CACHE_TTL_MS: '0', SHUTDOWN_TIMEOUT_MS: String(BOUND_MS) },
    })) as ProductWithChildren;
  }, 120_000);

  afterAll(async () => {
    for (const replica of replicas) {
      replica.child.kill('SIGCONT');
      replica.child.kill('SIGKILL');
    }
    await stopProduct(product);
  }, 30_000);

  it('a service answers the requests it holds, leaves its queue group at once, and exits 0', async () => {
    const ads = product.children[0];
    const exited = exitOf(ads);
    // The ads table locked: every listing the ads-service takes waits inside it, as a slow query would.
    const db = new Client({ connectionString: product.databaseUrl });
    await db.connect();
    await db.query('BEGIN');
    await db.query('LOCK TABLE ads.ads IN ACCESS EXCLUSIVE MODE');
    const held = Array.from({ length: 20 }, (_, i) => fetch(`${product.baseUrl}/api/ads?limit=2&offset=${i}`).then((res) => res.status));
    await sleep(700);
    const stoppedAt = Date.now();
    ads.kill('SIGTERM');
    await sleep(400);
    // Draining: still running, but no longer in the queue group, so a new request finds no replica (503 at once).
    expect(ads.exitCode).toBeNull();
    const startedAt = Date.now();
    expect((await fetch(`${product.baseUrl}/api/ads?limit=2&offset=99`)).status).toBe(503);
    expect(Date.now() - startedAt).toBeLessThan(1000);
    await db.query('COMMIT');
    await db.end();
    expect(await Promise.all(held)).toEqual(Array(20).fill(200));
    const { code, at } = await exited;
    expect({ code, problems: code === 0 ? [] : problems(product, 'ads-service') }).toEqual({ code: 0, problems: [] });
    expect(at - stoppedAt).toBeLessThan(BOUND_MS);
  }, 60_000);

  it('a gateway answers the requests it holds, refuses new connections, and exits 0', async () => {
    const ads = await startReplica(product, 'ads-service', { SHUTDOWN_TIMEOUT_MS: String(BOUND_MS) });
    replicas.push(ads);
    const gateway = product.children[product.children.length - 1];
    const exited = exitOf(gateway);
    // The ads-service paused: the gateway holds every listing request, waiting for its answer.
    ads.child.kill('SIGSTOP');
    const held = Array.from({ length: 20 }, (_, i) => fetch(`${product.baseUrl}/api/ads?limit=2&offset=${i}`).then((res) => res.status));
    await sleep(700);
    const stoppedAt = Date.now();
    gateway.kill('SIGTERM');
    await sleep(400);
    expect(gateway.exitCode).toBeNull();
    expect(await isAccepting(product.baseUrl)).toBe(false);
    ads.child.kill('SIGCONT');
    expect(await Promise.all(held)).toEqual(Array(20).fill(200));
    const { code, at } = await exited;
    expect({ code, problems: code === 0 ? [] : problems(product, 'gateway') }).toEqual({ code: 0, problems: [] });
    expect(at - stoppedAt).toBeLessThan(BOUND_MS);
  }, 60_000);
});
