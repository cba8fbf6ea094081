/** Counts from this size on take milliseconds to make; a figure a little old is fine for those. */
const LARGE_COUNT = 1000;
/** At most this many counts are kept (emptied when full: they are remade on the next read). */
const KEPT_MAX = 1000;

/**
 * Counts of ads that are costly to make (a list's total, a seller's ads online): a large one is kept for `ttlMs` and
 * reads asking for the same count at the same moment share one; a small one is made afresh, exact, on every read.
 */
export class LargeCounts {
  private readonly kept = new Map<string, { n: number; expires: number }>();
  private readonly inFlight = new Map<string, Promise<number>>();

  constructor(private readonly ttlMs: number) {}

  /** The count kept under `key`, if it is still fresh. */
  cached(key: string): number | undefined {
    const kept = this.kept.get(key);
    return kept && kept.expires > Date.now() ? kept.n : undefined;
  }

  /** Keeps a count made elsewhere (alongside a page of the list) if it is large; a count at `cap` is always large. */
  remember(key: string, n: number, cap = Infinity): void {
    if (n < Math.min(LARGE_COUNT, cap)) return;
    if (this.kept.size >= KEPT_MAX) this.kept.clear();
    this.kept.set(key, { n, expires: Date.now() + this.ttlMs });
  }

  /** The kept count, else `make`'s, shared with every read asking for it meanwhile. */
  async count(key: string, make: () => Promise<number>, cap?: number): Promise<number> {
    const cached = this.cached(key);
    if (cached !== undefined) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = make();
      this.inFlight.set(key, pending);
      const settled = () => this.inFlight.delete(key);
      pending.then(settled, settled);
    }
    const n = await pending;
    this.remember(key, n, cap);
    return n;
  }
}
