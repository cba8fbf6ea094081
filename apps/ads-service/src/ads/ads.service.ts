import { Injectable } from '@nestjs/common';
import { type Ad, type AdList, ADS_MESSAGES, AD_LIMITS, type FeaturedAdsQueryDto, type ListAdsQueryDto } from '@surimarkt/contracts';
import { badRequest, notFound } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { CategoriesService } from '../categories/categories.service';
import { FiltersService } from '../filters/filters.service';
import { SearchQueryService } from '../search/search-query.service';
import { AD_COLUMNS, type AdRow, toAd, VIEWS_JOIN } from './ad-row';
import { AD_ORDER, adsFilter, type SqlWhere } from './ads-filter';

/** Counting a million rows per page view is too slow; past this the total reads "at least this many". */
export const COUNT_CAP = AD_LIMITS.totalCap;
/** A search ranks only the newest matches; a common word never ranks all its hits. */
export const SEARCH_CANDIDATES = AD_LIMITS.searchCandidates;
/** Counts from this size on take milliseconds to make; a total a few seconds old is fine for those. */
const LARGE_COUNT = 1000;
const COUNT_TTL_MS = 15_000;
/** At most this many top listings open a category's list. */
const TOP_LISTINGS_SHOWN = 5;

@Injectable()
export class AdsService {
  private readonly counts = new Map<string, { n: number; expires: number }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
    private readonly searchQuery: SearchQueryService,
    private readonly filters: FiltersService,
  ) {}

  async list(query: ListAdsQueryDto): Promise<AdList> {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw badRequest(ADS_MESSAGES.priceRangeInvalid, { minPrice: ADS_MESSAGES.priceRangeInvalid });
    }
    const category = query.categoryId === undefined ? undefined : await this.categories.byId(query.categoryId);
    // An unknown category has no ads: an empty list, as for any filter that matches nothing.
    if (query.categoryId !== undefined && !category) return { ads: [], total: 0 };
    const limit = query.limit ?? AD_LIMITS.listLimitDefault;
    const offset = query.offset ?? 0;
    const where = adsFilter(query, category);
    // A category's filters apply on its pages; without a category there are no filters to apply.
    if (category && query.attr) {
      const parent = category.parentId ? await this.categories.byId(category.parentId) : undefined;
      await this.filters.applyToList(where, [category.slug, ...(parent ? [parent.slug] : [])], query.attr);
    }
    if (query.search) {
      const tsQuery = await this.searchQuery.toTsQuery(query.search);
      if (tsQuery === null) return { ads: [], total: 0 };
      return this.search(where, tsQuery, query, limit, offset);
    }
    if (query.sortBy === 'popular') {
      const total = this.countCapped(where.toString(), [...where.params]);
      return { ads: await this.popular(where, limit, offset), total: await total };
    }
    const countKey = this.countKey(where.toString(), where.params);
    const order = query.ids && !query.sortBy ? `array_position(${where.param(query.ids)}::int[], a."id")` : AD_ORDER[query.sortBy ?? 'newest'];
    const page = `SELECT ${AD_COLUMNS} FROM "ads"."ads" a ${VIEWS_JOIN} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
    // A category's first page, newest first, opens with its top listings (business packages).
    const tops = category && offset === 0 && (query.sortBy ?? 'newest') === 'newest' && !query.ids
      ? this.dataSource.query(`SELECT ${AD_COLUMNS} FROM "ads"."ads" a ${VIEWS_JOIN} WHERE ${where} AND a."top_listing" ORDER BY ${AD_ORDER.newest} LIMIT ${TOP_LISTINGS_SHOWN}`, where.params) as Promise<AdRow[]>
      : undefined;
    const withTops = async (rows: AdRow[]) => {
      const top = tops ? await tops : [];
      if (!top.length) return rows;
      const ids = new Set(top.map((row) => row.id));
      return [...top, ...rows.filter((row) => !ids.has(row.id))].slice(0, limit);
    };
    const cachedTotal = this.cachedCount(countKey);
    if (cachedTotal !== undefined) {
      const rows: AdRow[] = await this.dataSource.query(page, where.params);
      return { ads: await this.toAds(await withTops(rows)), total: cachedTotal };
    }
    // Page and capped count in one statement: one round trip and one pooled connection instead of two. The page
    // keeps its order through the row number it is given; an empty page still brings the count row.
    const rows: Array<AdRow & { page_pos: string | null; page_total: number }> = await this.dataSource.query(
      `WITH page AS MATERIALIZED (${page}),
       counted AS (SELECT count(*)::int AS n FROM (SELECT 1 FROM "ads"."ads" a WHERE ${where} LIMIT ${COUNT_CAP}) s)
       SELECT p.*, c.n AS "page_total" FROM counted c
       LEFT JOIN (SELECT page.*, row_number() OVER () AS "page_pos" FROM page) p ON true
       ORDER BY p."page_pos"`,
      where.params,
    );
    const total = rows[0].page_total;
    this.rememberCount(countKey, total);
    return { ads: await this.toAds(await withTops(rows.filter((row) => row.page_pos !== null))), total };
  }

  /** Featured ads, newest first; when nothing is featured, the newest ads instead (spec: home page fallback). */
  async featured(query: FeaturedAdsQueryDto): Promise<AdList> {
    const limit = query.limit ?? AD_LIMITS.listLimitDefault;
    const [{ exists }] = await this.dataSource.query(`SELECT EXISTS (SELECT 1 FROM "ads"."ads" WHERE "status" = 'approved' AND "featured") AS exists`);
    return this.list({ featured: exists ? true : undefined, limit, offset: query.offset ?? 0, sortBy: 'newest' });
  }

  /**
   * One approved ad, counting one view in the narrow counter table (atomic under concurrency). Read and count are
   * one statement, one round trip: the counter only moves when the ad is there and approved.
   */
  async view(id: number): Promise<Ad> {
    const rows: Array<AdRow & { counted: string; attributes: Record<string, string | number | boolean> }> = await this.dataSource.query(
      `WITH ad AS (
         SELECT ${AD_COLUMNS}, a."attributes" FROM "ads"."ads" a ${VIEWS_JOIN} WHERE a."id" = $1 AND a."status" = 'approved'
       ), counted AS (
         INSERT INTO "ads"."ad_views" ("ad_id", "views") SELECT "id", 1 FROM ad
         ON CONFLICT ("ad_id") DO UPDATE SET "views" = "ad_views"."views" + 1 RETURNING "views"
       )
       SELECT ad.*, counted."views" AS "counted" FROM ad CROSS JOIN counted`,
      [id],
    );
    if (rows.length === 0) throw notFound(ADS_MESSAGES.adNotFound);
    const [ad] = await this.toAds(rows);
    // Only the ad page shows the category filters' values; the lists stay lean.
    return { ...ad, views: Number(rows[0].counted), attributes: rows[0].attributes };
  }

  private async search(where: SqlWhere, tsQuery: string, query: ListAdsQueryDto, limit: number, offset: number): Promise<AdList> {
    const q = where.param(tsQuery);
    // Rank only the newest SEARCH_CANDIDATES matches; the planner picks the GIN index or a date-ordered scan.
    const order = query.sortBy ? AD_ORDER[query.sortBy] : `ts_rank(a."search_vector", to_tsquery('simple', ${q})) DESC, a."created_at" DESC, a."id" DESC`;
    const rows: Array<AdRow & { total: string }> = await this.dataSource.query(
      `WITH hits AS (
         SELECT a."id" FROM "ads"."ads" a
         WHERE ${where} AND a."search_vector" @@ to_tsquery('simple', ${q})
         ORDER BY a."created_at" DESC, a."id" DESC LIMIT ${SEARCH_CANDIDATES}
       )
       SELECT ${AD_COLUMNS}, count(*) OVER () AS "total"
       FROM hits h JOIN "ads"."ads" a ON a."id" = h."id" ${VIEWS_JOIN}
       ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    if (rows.length > 0) return { ads: await this.toAds(rows), total: Number(rows[0].total) };
    const counted: Array<{ n: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM "ads"."ads" a WHERE ${where} AND a."search_vector" @@ to_tsquery('simple', ${q}) LIMIT ${SEARCH_CANDIDATES}) s`,
      where.params,
    );
    return { ads: [], total: counted[0].n };
  }

  /**
   * Most viewed first. Views live in their own table, so a single ORDER BY would join and sort every ad; instead
   * take the top of the counter index and, behind it, the never viewed ads (0 views, newest id first).
   */
  private async popular(where: SqlWhere, limit: number, offset: number): Promise<Ad[]> {
    const top = limit + offset;
    const rows: AdRow[] = await this.dataSource.query(
      `SELECT * FROM (
         (SELECT ${AD_COLUMNS} FROM "ads"."ad_views" v JOIN "ads"."ads" a ON a."id" = v."ad_id"
          WHERE ${where} ORDER BY v."views" DESC, v."ad_id" DESC LIMIT ${top})
         UNION ALL
         (SELECT ${AD_COLUMNS} FROM "ads"."ads" a LEFT JOIN "ads"."ad_views" v ON false
          WHERE ${where} AND NOT EXISTS (SELECT 1 FROM "ads"."ad_views" w WHERE w."ad_id" = a."id") ORDER BY a."id" DESC LIMIT ${top})
       ) p ORDER BY p."views" DESC, p."id" DESC LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    return this.toAds(rows);
  }

  /** Counts up to COUNT_CAP; a large count (the costly kind) is reused for a short while, small ones stay exact. */
  private async countCapped(where: string, params: unknown[]): Promise<number> {
    const key = this.countKey(where, params);
    const cached = this.cachedCount(key);
    if (cached !== undefined) return cached;
    const rows: Array<{ n: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM "ads"."ads" a WHERE ${where} LIMIT ${COUNT_CAP}) s`,
      params,
    );
    this.rememberCount(key, rows[0].n);
    return rows[0].n;
  }

  private countKey(where: string, params: unknown[]): string {
    return `${where}|${JSON.stringify(params)}`;
  }

  private cachedCount(key: string): number | undefined {
    const cached = this.counts.get(key);
    return cached && cached.expires > Date.now() ? cached.n : undefined;
  }

  private rememberCount(key: string, n: number): void {
    if (n < LARGE_COUNT) return;
    if (this.counts.size >= 1000) this.counts.clear();
    this.counts.set(key, { n, expires: Date.now() + COUNT_TTL_MS });
  }

  private async toAds(rows: AdRow[]): Promise<Ad[]> {
    const byId = await this.categories.index();
    return rows.map((row) => toAd(row, (id) => byId.get(id)));
  }
}
