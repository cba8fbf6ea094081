import { type ListAdsQueryDto } from '@surimarkt/contracts';
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

/** The filters of a list query; a main category covers its subcategories (their ads carry its id). */
export function adsFilter(query: ListAdsQueryDto, category: CategoryEntity | undefined): SqlWhere {
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
  if (query.minPrice !== undefined) where.add((p) => `a."price" >= ${p}`, query.minPrice);
  if (query.maxPrice !== undefined) where.add((p) => `a."price" <= ${p}`, query.maxPrice);
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
