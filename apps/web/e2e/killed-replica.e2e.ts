import { startProduct, stopProduct } from '../../../scripts/lib/product.cjs';
import { exitOf, type ProductWithChildren, type Replica, startReplica } from './support/replicas';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const NATS_TIMEOUT_MS = 5000;

// Two replicas of the ads-service under steady reads; one is killed with SIGKILL (a lost node, the OOM killer).
// Real processes of the built product.
describe('a killed replica', () => {
  let product: ProductWithChildren;
  let second: Replica;

  beforeAll(async () => {
    product = (await startProduct({
      waitForAds: true,
      quiet: true,
      env: { CACHE_TTL_MS: '0', NATS_TIMEOUT_MS: String(NATS_TIMEOUT_MS) },
    })) as ProductWithChildren;
    second = await startReplica(product, 'ads-service');
  }, 180_000);

  afterAll(async () => {
    second?.child.kill('SIGKILL');
    await stopProduct(product);
  }, 30_000);

  it('costs no read: those it held are asked again of the other replica, well within the NATS timeout', async () => {
    const results: { status: number; ms: number; sentAt: number }[] = [];
    let isRunning = true;
    // Eight clients reading lists one after another; an offset per request so that no cache answers.
    const clients = Array.from({ length: 8 }, async (_, client) => {
      for (let i = 0; isRunning; i++) {
        const sentAt = Date.now();
        const status = await fetch(`${product.baseUrl}/api/ads?limit=5&offset=${(client * 997 + i) % 200}`)
          .then((res) => res.arrayBuffer().then(() => res.status))
          .catch(() => 0);
        results.push({ status, ms: Date.now() - sentAt, sentAt });
      }
    });
    await sleep(2000);
    const killedAt = Date.now();
    second.child.kill('SIGKILL');
    await exitOf(second.child);
    await sleep(4000);
    isRunning = false;
    await Promise.all(clients);

    const before = results.filter((r) => r.sentAt < killedAt);
    const after = results.filter((r) => r.sentAt >= killedAt);
    expect(before.length).toBeGreaterThan(20);
    expect(after.length).toBeGreaterThan(20);
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    // The reads the killed replica held waited for the watch to notice (a ping finds no responder), not for the timeout.
    const slowest = Math.max(...results.map((r) => r.ms));
    expect(slowest).toBeLessThan(NATS_TIMEOUT_MS / 2);
  }, 60_000);
});
