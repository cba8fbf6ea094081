import { type AdSort, type Currency, type ListAdsQueryDto, RATE_DECIMALS } from '@surimarkt/contracts';
import { type CategoryEntity } from '../categories/category.entity';

/** A WHERE clause over ads "a" with its positional parameters; public reads are approved-only. */
export class SqlWhere {
  readonly clauses: string[] = [`a."status" = 'approved'`];
  readonly params: unknown[] = [];
  /** The same filters over a hot word's postings "p", for those the postings carry (category, subcategory, place). */
  readonly postingClauses: string[] = [];
  /**
   * The price range as one range per currency, kept apart from the clauses: ORed inside one WHERE they read as a
   * filter over a whole index, while each alone is an index range (see variants).
   */
  private readonly priceRanges = new Map<Currency, string>();

  add(clause: (param: string) => string, value: unknown, postingClause?: (param: string) => string): void {
    this.params.push(value);
    this.clauses.push(clause(`$${this.params.length}`));
    if (postingClause) this.postingClauses.push(postingClause(`$${this.params.length}`));
  }

  /** Ads priced within `range` in `currency` (its clause names the currency), or within another currency's range. */
  addPriceRange(currency: Currency, range: string): void {
    this.priceRanges.set(currency, range);
  }

  hasPriceRange(): boolean {
    return this.priceRanges.size > 0;
  }

  /** Whether the filter is only 'approved' (no other condition). */
  isBare(): boolean {
    return this.clauses.length === 1 && !this.hasPriceRange();
  }

  /**
   * The filter as one WHERE per currency's price range (or itself when there is none): their matches together are
   * the filter's, each once, since each range names its currency.
   */
  variants(): string[] {
    if (!this.hasPriceRange()) return [this.toString()];
    return [...this.priceRanges.values()].map((range) => [...this.clauses, range].join(' AND '));
  }

  /** The filter for the ads in one currency: an index range on (currency, price) when there is a price range. */
  inCurrency(currency: Currency): string {
    return [...this.clauses, this.priceRanges.get(currency) ?? `a."currency" = '${currency}'`].join(' AND ');
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
    for (const [currency, range] of this.priceRanges) copy.priceRanges.set(currency, range);
    return copy;
  }

  toString(): string {
    const ranges = this.hasPriceRange() ? [`(${[...this.priceRanges.values()].join(' OR ')})`] : [];
    return [...this.clauses, ...ranges].join(' AND ');
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
 * A price range given in `from` (bounds inclusive, either left out) as one range per currency of the ads, each an
 * index range on (currency, price): nothing stored changes when the rate does.
 */
export function priceRanges(
  where: SqlWhere,
  min: number | undefined,
  max: number | undefined,
  from: Currency,
  eurToSrd: number,
): Array<[Currency, string]> {
  return (['EUR', 'SRD'] as const).map((to) => {
    const parts = [`a."currency" = '${to}'`];
    if (min !== undefined) parts.push(`a."price" >= ${where.param(boundIn(min, from, to, eurToSrd, 'min'))}::bigint`);
    if (max !== undefined) parts.push(`a."price" <= ${where.param(boundIn(max, from, to, eurToSrd, 'max'))}::bigint`);
    return [to, `(${parts.join(' AND ')})`];
  });
}

/** The price range in the query's currency, one range per currency (see SqlWhere.addPriceRange). */
function addPriceRange(where: SqlWhere, query: ListAdsQueryDto, eurToSrd: number): void {
  if (query.minPrice === undefined && query.maxPrice === undefined) return;
  for (const [to, range] of priceRanges(where, query.minPrice, query.maxPrice, query.priceCurrency ?? 'EUR', eurToSrd)) {
    where.addPriceRange(to, range);
  }
}

/**
 * How many ads match the filter (and `extra`), counted up to `cap`: one capped scan per variant. A count over the
 * ORed price ranges reads the whole price index (100,000 entries for 3,000 matches at 100,000 ads); each range alone
 * is an index-only range scan that stops at its matches.
 */
export function cappedCountSql(where: SqlWhere, cap: number, extra = ''): string {
  const scans = where.variants().map((variant) => `SELECT 1 FROM "ads"."ads" a WHERE ${variant}${extra} LIMIT ${cap}`);
  const capped = scans.length === 1 ? scans[0] : `${scans.map((scan) => `(${scan})`).join(' UNION ALL ')} LIMIT ${cap}`;
  return `SELECT count(*)::int AS n FROM (${capped}) s`;
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
