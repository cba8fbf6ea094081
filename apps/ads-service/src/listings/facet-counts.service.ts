import { Injectable } from '@nestjs/common';
import { preparedQuery } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { type SqlWhere } from '../ads/ads-filter';
import { type ListFilter } from './list-filter.service';

/** The conditions that `ads.facet_counts` carries as columns of the same names (subcategory 0 for none). */
const KEPT_COLUMN = /^a\."(status|category_id|subcategory_id|location)" = /;

/**
 * The approved ads per category, subcategory and district as kept by the ads table's triggers (migration
 * create-facet-counts): exact, and a few hundred rows to read whatever the number of ads.
 */
@Injectable()
export class FacetCounts {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether the filter is only a category, subcategory or district: then these counts answer it. */
  canAnswer(filter: ListFilter): boolean {
    return !filter.plan && !filter.where.hasPriceRange() && filter.where.clauses.every((clause) => KEPT_COLUMN.test(clause));
  }

  byCategory(where: SqlWhere): Promise<Array<{ c: number; s: number | null; n: number }>> {
    return preparedQuery(
      this.dataSource,
      `SELECT a."category_id" AS "c", NULLIF(a."subcategory_id", 0) AS "s", sum(a."n")::int AS "n" FROM "ads"."facet_counts" a
       WHERE ${kept(where)} GROUP BY 1, 2`,
      where.params,
    );
  }

  byLocation(where: SqlWhere): Promise<Array<{ l: string; n: number }>> {
    return preparedQuery(
      this.dataSource,
      `SELECT a."location" AS "l", sum(a."n")::int AS "n" FROM "ads"."facet_counts" a WHERE ${kept(where)} GROUP BY 1`,
      where.params,
    );
  }

  async total(where: SqlWhere): Promise<number> {
    const [{ n }] = await preparedQuery<{ n: number }>(
      this.dataSource,
      `SELECT COALESCE(sum(a."n"), 0)::int AS "n" FROM "ads"."facet_counts" a WHERE ${kept(where)}`,
      where.params,
    );
    return n;
  }
}

/** The filter's conditions on the kept counts: every row there is of approved ads. */
function kept(where: SqlWhere): string {
  return ['true', ...where.clauses.filter((clause) => !clause.startsWith(`a."status"`))].join(' AND ');
}
