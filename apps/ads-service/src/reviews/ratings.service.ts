import { Injectable } from '@nestjs/common';
import { type Rating } from '@surimarkt/contracts';
import { DataSource } from 'typeorm';
import { REVIEW_SHOWN } from './review-visibility';

/** The average of the reviews someone received that show (one decimal). */
@Injectable()
export class Ratings {
  constructor(private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<Rating> {
    const [row]: { average: string | null; count: number }[] = await this.dataSource.query(
      `SELECT round(avg(r."rating"), 1)::text AS "average", count(*)::int AS "count"
       FROM "ads"."reviews" r WHERE r."reviewee_id" = $1 AND ${REVIEW_SHOWN}`,
      [userId],
    );
    return { average: row.average === null ? 0 : Number(row.average), count: row.count };
  }

  async averageOrNull(userId: string): Promise<number | null> {
    const rating = await this.of(userId);
    return rating.count ? rating.average : null;
  }
}
