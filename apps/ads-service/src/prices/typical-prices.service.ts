import { Injectable } from '@nestjs/common';
import { type TypicalPrice } from '@surimarkt/contracts';
import { DataSource } from 'typeorm';
import { ExchangeRates } from '../exchange-rates/exchange-rates.service';

/** The median is taken over the newest similar ads, and only with enough of them to mean something. */
const SAMPLE_MAX = 200;
const SAMPLE_MIN = 5;

/**
 * What similar ads ask: the median price of a subcategory's online ads (a category's, without one), both currencies
 * counted in EUR at today's rate. Read by the risk signals (a price far below it) and the posting form (an amount
 * typed in the wrong currency).
 */
@Injectable()
export class TypicalPrices {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rates: ExchangeRates,
  ) {}

  /** otherThanUserId leaves a seller's own ads out (the risk check compares an ad with other sellers'). */
  async median(where: { categoryId: number; subcategoryId?: number | null; otherThanUserId?: string }): Promise<TypicalPrice> {
    const rate = await this.rates.eurToSrd();
    const [row]: { median: number | null; sample: number }[] = await this.dataSource.query(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY "eur")::float8 AS "median", count(*)::int AS "sample" FROM (
         SELECT CASE WHEN "currency" = 'SRD' THEN "price" / $4::float8 ELSE "price" END AS "eur" FROM "ads"."ads"
          WHERE "status" = 'approved' AND "category_id" = $1 AND ($2::int IS NULL OR "subcategory_id" = $2)
            AND ($3::varchar IS NULL OR "user_id" <> $3) AND "price" > 0
          ORDER BY "created_at" DESC LIMIT ${SAMPLE_MAX}) s`,
      [where.categoryId, where.subcategoryId ?? null, where.otherThanUserId ?? null, rate],
    );
    const enough = row.median !== null && row.sample >= SAMPLE_MIN;
    return { medianEurCents: enough ? Math.round(row.median!) : null, sample: row.sample };
  }
}
