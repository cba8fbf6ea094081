import { randomUUID } from 'node:crypto';
import { natsSubject } from '@surimarkt/contracts';
import { EventBus } from './event-bus';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

interface Numbered {
  eventId: string;
  n: number;
}

/** Resolves once check() holds, polling every 20 ms; rejects after ms. */
async function within(ms: number, check: () => boolean): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

// Two replicas of one service share a durable consumer on the real JetStream: what one holds must not wait out the
// ack wait in the other's stead, and what one handles slowly must not be handled twice.
describe('deliveries shared by two replicas', () => {
  const subject = natsSubject(`events.deliveriestest${randomUUID().slice(0, 8)}.happened`);
  const durable = `deliveries-${randomUUID().slice(0, 8)}`;
  const buses: EventBus[] = [];
  const seen: { replica: string; n: number }[] = [];
  let releaseFirst: () => void = () => undefined;
  const firstReleased = new Promise<void>((resolve) => (releaseFirst = resolve));

  const replica = async (name: string) => {
    const bus = new EventBus(NATS_URL);
    buses.push(bus);
    await bus.consume<Numbered>(durable, subject, async ({ n }) => {
      seen.push({ replica: name, n });
      if (n === 1) await firstReleased;
    });
    return bus;
  };

  afterAll(async () => {
    releaseFirst();
    await Promise.all(buses.map((bus) => bus.stop({ waitForHandlers: true })));
  });

  it('hands what a stopping replica had not started to the other at once, and a slow handler keeps its event', async () => {
    const first = await replica('a');
    const publisher = new EventBus(NATS_URL);
    buses.push(publisher);
    for (const n of [1, 2, 3]) await publisher.publish(subject, { eventId: randomUUID(), n } as Numbered);
    // Replica a handles one event at a time: the first blocks, the other two wait in its hands.
    await within(2000, () => seen.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen).toEqual([{ replica: 'a', n: 1 }]);

    await replica('b');
    // Past the ack wait: a's heartbeat keeps all three its own, so b has nothing.
    await new Promise((resolve) => setTimeout(resolve, 6500));
    expect(seen).toEqual([{ replica: 'a', n: 1 }]);

    // a stops without waiting for its blocked handler: the two it had not started reach b within a second.
    await first.stop({ waitForHandlers: false });
    const took = await within(4000, () => seen.filter((s) => s.replica === 'b').length >= 2);
    expect(took).toBeLessThan(1000);
    expect(
      seen
        .filter((s) => s.replica === 'b')
        .map((s) => s.n)
        .sort(),
    ).toEqual([2, 3]);
  }, 30_000);
});
