import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { type ThrottlerStorage } from '@nestjs/throttler';
import { type ClientProxy } from '@nestjs/microservices';
import { type KV, type NatsConnection, StorageType } from 'nats';
import { isKvConflict, prefixedBucketName } from './jetstream-buckets';
import { CounterThrottlerStorage } from './counter-throttler.storage';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** What this gateway has reserved of one client's window: it answers from it without asking the store. */
interface Lease {
  /** Requests reserved and not yet used. */
  left: number;
  /** The shared count after this gateway's last reservation. */
  total: number;
  /** The entry's revision then: the next reservation tries it first (one round trip when nobody else counted). */
  revision: number;
  isBlocked: boolean;
  /** The end of its window (epoch ms). */
  endsAt: number;
  reserving?: Promise<void>;
}

/** Fewer requests per reservation under a low limit, so that leases held by other gateways waste little of it. */
const LEASES_PER_WINDOW = 20;
/** A store that failed is tried again after this; meanwhile each gateway counts on its own. */
const RETRY_STORE_MS = 5000;
/** A reservation waits at most this for the store; a slower store makes the gateways count on their own. */
const STORE_TIMEOUT_MS = 1000;

/**
 * Rate limits that hold across gateways: one counter per client and fixed window in NATS JetStream's key-value store,
 * which the platform already runs. Asking the store on every request would put a round trip on every read; instead a
 * gateway reserves a slice of the limit with a compare-and-set and counts it down locally. The slices never add up
 * to more than the limit, so a client spreading its requests over many gateways gets no more than from one (at most a
 * slice less, held unused by another gateway). Windows are aligned to the clock, so all gateways agree on them.
 * When the store cannot be reached, each gateway counts on its own (CounterThrottlerStorage) rather than failing.
 */
export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('SharedThrottlerStorage');
  private readonly leases = new Map<string, Lease>();
  private readonly local = new CounterThrottlerStorage();
  private kv?: Promise<KV>;
  private storeDownUntil = 0;
  private nextSweep = 0;

  constructor(private readonly openStore: () => Promise<KV>) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    if (now < this.storeDownUntil) return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    const windowEnd = (Math.floor(now / ttl) + 1) * ttl;
    const id = `${throttlerName}.${createHash('sha256').update(key).digest('base64url')}.${windowEnd / ttl}`;
    this.sweep(now);
    let lease = this.leases.get(id);
    if (!lease) {
      lease = { left: 0, total: 0, revision: 0, isBlocked: false, endsAt: windowEnd };
      this.leases.set(id, lease);
    }
    try {
      while (!lease.isBlocked && lease.left === 0) {
        // Requests of one client arriving together wait for one reservation.
        lease.reserving ??= this.reserve(id, lease, limit).finally(() => (lease.reserving = undefined));
        await lease.reserving;
      }
    } catch (error) {
      this.leases.delete(id);
      this.storeDownUntil = Date.now() + RETRY_STORE_MS;
      this.kv = undefined;
      this.logger.warn(`rate-limit store unreachable, counting per gateway for now: ${(error as Error)?.message ?? error}`);
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    }
    const seconds = Math.max(0, Math.ceil((windowEnd - now) / 1000));
    if (lease.isBlocked) return { totalHits: limit + 1, timeToExpire: seconds, isBlocked: true, timeToBlockExpire: seconds };
    lease.left--;
    return { totalHits: lease.total - lease.left, timeToExpire: seconds, isBlocked: false, timeToBlockExpire: 0 };
  }

  /** Adds a slice of the limit to the shared count (compare-and-set, retried on a conflict); blocked when none is left. */
  private async reserve(id: string, lease: Lease, limit: number): Promise<void> {
    const kv = await (this.kv ??= this.openStore());
    const slice = Math.max(1, Math.floor(limit / LEASES_PER_WINDOW));
    let current = lease.total;
    let revision = lease.revision;
    // Another gateway counting the same client in between makes the compare-and-set fail: read its count, try again.
    for (;;) {
      if (current >= limit) {
        lease.isBlocked = true;
        return;
      }
      const take = Math.min(slice, limit - current);
      try {
        const value = String(current + take);
        lease.revision = revision === 0 ? await kv.create(id, value) : await kv.update(id, value, revision);
        lease.total = current + take;
        lease.left = take;
        return;
      } catch (error) {
        if (!isKvConflict(error)) throw error;
        const entry = await kv.get(id);
        current = entry && entry.operation === 'PUT' ? Number(new TextDecoder().decode(entry.value)) || 0 : 0;
        revision = entry?.revision ?? 0;
      }
    }
  }

  /** Forgets the leases of past windows now and then; the store's own TTL forgets its entries. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 10_000;
    for (const [id, lease] of this.leases) if (lease.endsAt <= now && !lease.reserving) this.leases.delete(id);
  }
}

/** The store's bucket follows NATS_SUBJECT_PREFIX, like the event stream: a test run or a second deployment has its own. */
export function rateLimitBucketName(prefix?: string): string {
  return prefixedBucketName('SURIMARKT_RATE_LIMITS', prefix);
}

/** Opens (creating on first use) the bucket on the gateway's NATS connection; entries outlive the longest window. */
export async function openRateLimitStore(client: ClientProxy, longestWindowMs: number): Promise<KV> {
  await client.connect();
  const js = client.unwrap<NatsConnection>().jetstream({ timeout: STORE_TIMEOUT_MS });
  // Counts need not survive a broker restart: memory storage, one value per key.
  return js.views.kv(rateLimitBucketName(), { history: 1, ttl: longestWindowMs, storage: StorageType.Memory, timeout: STORE_TIMEOUT_MS });
}
