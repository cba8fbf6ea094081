import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LargeCounts } from '../ads/large-counts';

/** Up to this many ads a seller's count is exact on every read: counting them costs under a millisecond. */
export const EXACT_COUNT_MAX = 1000;
/** Above it, the count is made at most once a minute per service replica and shared by every read meanwhile. */
const LARGE_COUNT_TTL_MS = 60_000;

/**
 * How many ads a seller has online, for the seller panel of every ad page and the seller's own page. Counting reads
 * one index entry per ad: for a business with a million ads that was 470 ms per page view. Such a seller's count is
 * kept for a minute, so their ad pages cost what anyone's do; a seller with up to EXACT_COUNT_MAX ads sees each change
 * at once.
 */
@Injectable()
export class ActiveAdCounts {
  private readonly large = new LargeCounts(LARGE_COUNT_TTL_MS);

  constructor(private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<number> {
    // The first thousand are always counted: a seller who falls back under it is exact again at once.
    const first = await this.count(userId, EXACT_COUNT_MAX + 1);
    if (first <= EXACT_COUNT_MAX) return first;
    return this.large.count(userId, () => this.count(userId));
  }

  /** The seller's approved ads, up to `limit` of them when given. */
  private async count(userId: string, limit?: number): Promise<number> {
    const [{ n }] = await this.dataSource.query(
      `SELECT count(*)::int AS "n" FROM (
         SELECT 1 FROM "ads"."ads" WHERE "user_id" = $1 AND "status" = 'approved' ${limit ? `LIMIT ${limit}` : ''}
       ) AS "approved"`,
      [userId],
    );
    return n;
  }
}
