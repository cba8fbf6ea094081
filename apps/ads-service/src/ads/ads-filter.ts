import { type AdSort, type Currency, type ListAdsQueryDto, RATE_DECIMALS } from '@surimarkt/contracts';
import { type CategoryEntity } from '../categories/category.entity';

/** A WHERE clause over ads "a" with its positional parameters; public reads are approved-only. */
export class SqlWhere {
  readonly clauses: string[] = [`a."status" = 'approved'`];
  readonly params: unknown[] = [];
  /** The same filters over a hot word's postings "p", for those the postings carry (category, subcategory, place). */
  readonly postingClauses: string[] = [];

  add(clause: (param: string) => string, value: unknown, postingClause?: (param: string) => string): void {
    this.params.push(value);
    this.clauses.push(clause(`$${this.params.length}`));
    if (postingClause) this.postingClauses.push(postingClause(`$${this.params.length}`));
  }

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** A copy to add parameters to for one query, leaving this one as it is for another. */
  copy(): SqlWhere {
    const copy = new SqlWhere();
    copy.clauses.splice(0, copy.clauses.length, ...this.clauses);
    copy.params.push(...this.params);
    copy.postingClauses.push(...this.postingClauses);
    return copy;
  }

  toString(): string {
    return this.clauses.join(' AND ');
  }

  /** ` AND ` and each filter a hot word's postings check in their own index, before any ad is read ('' if none). */
  postingConditions(): string {
    return this.postingClauses.map((clause) => ` AND ${clause}`).join('');
  }
}

const SCALE = 10n ** BigInt(RATE_DECIMALS);

/**
 * A price bound given in `from` as a bound on the prices of ads in `to`, exact to the cent: an SRD ad of p cents is
 * worth p / rate EUR cents, so "at most M EUR cents" is "at most floor(M × rate)" for it and "at least m" is
 * "at least ceil(m × rate)". Integer arithmetic on the rate's 4 decimals, so no float rounding moves a bound.
 */
export function boundIn(cents: number, from: Currency, to: Currency, eurToSrd: number, side: 'min' | 'max'): number {
  if (from === to) return cents;
  const rate = BigInt(Math.round(eurToSrd * Number(SCALE)));
  const [num, den] = from === 'EUR' ? [BigInt(cents) * rate, SCALE] : [BigInt(cents) * SCALE, rate];
  return Number(side === 'max' ? num / den : (num + den - 1n) / den);
}

/** The rate as an SQL literal (it comes from our own table, never from a request). */
export const rateLiteral = (eurToSrd: number): string => `${eurToSrd.toFixed(RATE_DECIMALS)}::numeric`;

/**
 * The price range in the query's currency as one range per currency, each an index range scan on (currency, price):
 * nothing stored changes when the rate does.
 */
function addPriceRange(where: SqlWhere, query: ListAdsQueryDto, eurToSrd: number): void {
  if (query.minPrice === undefined && query.maxPrice === undefined) return;
  const from = query.priceCurrency ?? 'EUR';
  const ranges = (['EUR', 'SRD'] as const).map((to) => {
    const parts = [`a."currency" = '${to}'`];
    if (query.minPrice !== undefined) parts.push(`a."price" >= ${where.param(boundIn(query.minPrice, from, to, eurToSrd, 'min'))}::bigint`);
    if (query.maxPrice !== undefined) parts.push(`a."price" <= ${where.param(boundIn(query.maxPrice, from, to, eurToSrd, 'max'))}::bigint`);
    return `(${parts.join(' AND ')})`;
  });
  where.clauses.push(`(${ranges.join(' OR ')})`);
}

/** The filters of a list query; a main category covers its subcategories (their ads carry its id). */
export function adsFilter(query: ListAdsQueryDto, category: CategoryEntity | undefined, eurToSrd: number): SqlWhere {
  const where = new SqlWhere();
  if (category) {
    if (category.parentId === null)
      where.add(
        (p) => `a."category_id" = ${p}`,
        category.id,
        (p) => `p."category_id" = ${p}`,
      );
    else
      where.add(
        (p) => `a."subcategory_id" = ${p}`,
        category.id,
        (p) => `p."subcategory_id" = ${p}`,
      );
  }
  if (query.location)
    where.add(
      (p) => `a."location" = ${p}`,
      query.location,
      (p) => `p."location" = ${p}`,
    );
  addPriceRange(where, query, eurToSrd);
  if (query.featured !== undefined) where.add((p) => `a."featured" = ${p}`, query.featured);
  if (query.ids) where.add((p) => `a."id" = ANY(${p}::int[])`, query.ids);
  return where;
}

/** Orders that the partial indexes back; a price sort puts ads without a price last. */
export const AD_ORDER = {
  newest: `a."created_at" DESC, a."id" DESC`,
  price_asc: `a."price" ASC NULLS LAST, a."id" ASC`,
  price_desc: `a."price" DESC NULLS LAST, a."id" DESC`,
  popular: `COALESCE(v."views", 0) DESC, a."id" DESC`,
} as const;

export const isPriceSort = (sort: AdSort | undefined): sort is 'price_asc' | 'price_desc' => sort === 'price_asc' || sort === 'price_desc';

/** An ad's price in EUR cents at the rate (unrounded), for ordering ads of both currencies together. */
export const eurValue = (alias: string, eurToSrd: number): string =>
  `CASE WHEN ${alias}."currency" = 'SRD' THEN ${alias}."price"::numeric / ${rateLiteral(eurToSrd)} ELSE ${alias}."price"::numeric END`;

/** The order of a list, with the price sorts on the price converted at today's rate. */
export function adOrder(sort: AdSort, eurToSrd: number, alias = 'a'): string {
  if (sort === 'price_asc') return `${eurValue(alias, eurToSrd)} ASC NULLS LAST, ${alias}."id" ASC`;
  if (sort === 'price_desc') return `${eurValue(alias, eurToSrd)} DESC NULLS LAST, ${alias}."id" DESC`;
  return AD_ORDER[sort];
}
