import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';

/** Up to this many ads a seller's count is exact on every read: counting them costs under a millisecond. */
export const EXACT_COUNT_MAX = 1000;
/** Above it, the count is made at most once a minute per service replica and shared by every read meanwhile. */
const LARGE_COUNT_TTL_MS = 60_000;

/**
 * How many ads a seller has online, for the seller panel of every ad page and the seller's own page. Counting reads
 * one index entry per ad: for a business with a million ads that was 470 ms per page view. Such a seller's count is
 * kept for a minute (served while the next one is made), so their ad pages cost what anyone's do; a seller with up
 * to EXACT_COUNT_MAX ads sees each change at once.
 */
@Injectable()
export class ActiveAdCounts {
  private readonly large = new LRUCache<string, number>({
    max: 10_000,
    ttl: LARGE_COUNT_TTL_MS,
    allowStale: true,
    fetchMethod: (userId) => this.countAll(userId),
  });

  constructor(private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<number> {
    const [{ n }] = await this.dataSource.query(
      `SELECT count(*)::int AS "n" FROM (
         SELECT 1 FROM "ads"."ads" WHERE "user_id" = $1 AND "status" = 'approved' LIMIT ${EXACT_COUNT_MAX + 1}
       ) AS "first"`,
      [userId],
    );
    if (n <= EXACT_COUNT_MAX) return n;
    return (await this.large.fetch(userId)) ?? n;
  }

  private async countAll(userId: string): Promise<number> {
    const [{ n }] = await this.dataSource.query(
      `SELECT count(*)::int AS "n" FROM "ads"."ads" WHERE "user_id" = $1 AND "status" = 'approved'`,
      [userId],
    );
    return n;
  }
}
