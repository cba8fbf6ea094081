import { type ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Bucket {
  hits: number;
  expiresAt: number;
  blockedUntil: number;
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * Rate-limit buckets as one counter per client and window (fixed window), O(1) per request.
 *
 * @nestjs/throttler's in-memory storage keeps one timestamp per request and filters the whole list on
 * every request (and spreads it into Math.min): with a high limit, or many visitors behind one address,
 * that is tens of thousands of entries copied per request. A counter answers the same question; a client
 * can at most reach twice the limit across a window boundary, which is what a fixed window allows.
 */
export class CounterThrottlerStorage implements ThrottlerStorage {
  private readonly buckets = new Map<string, Bucket>();
  private nextSweep = 0;

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    this.sweep(now, ttl);
    const id = `${throttlerName}\u0000${key}`;
    let bucket = this.buckets.get(id);
    // A window that has run out, or a block that has, starts the count afresh.
    if (!bucket || (bucket.blockedUntil === 0 && bucket.expiresAt <= now) || (bucket.blockedUntil !== 0 && bucket.blockedUntil <= now)) {
      bucket = { hits: 0, expiresAt: now + ttl, blockedUntil: 0 };
      this.buckets.set(id, bucket);
    }
    if (bucket.blockedUntil === 0) {
      bucket.hits++;
      if (bucket.hits > limit) bucket.blockedUntil = now + blockDuration;
    }
    const isBlocked = bucket.blockedUntil !== 0;
    return {
      totalHits: bucket.hits,
      timeToExpire: seconds(bucket.expiresAt - now),
      isBlocked,
      timeToBlockExpire: isBlocked ? seconds(bucket.blockedUntil - now) : 0,
    };
  }

  /** Forgets finished windows now and then, so the map holds only recent clients. */
  private sweep(now: number, ttl: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + Math.max(ttl, 1000);
    for (const [id, bucket] of this.buckets) {
      if (bucket.expiresAt <= now && bucket.blockedUntil <= now) this.buckets.delete(id);
    }
  }
}
