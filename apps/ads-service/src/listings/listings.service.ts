import { Injectable } from '@nestjs/common';
import {
  type Ad,
  type AdList,
  type AdViews,
  ADS_MESSAGES,
  AD_LIMITS,
  type FeaturedAdsQueryDto,
  type ListAdsQueryDto,
} from '@surimarkt/contracts';
import { notFound, preparedQuery } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { CategoriesService } from '../categories/categories.service';
import { HOT_WORD_MIN_ADS } from '../search/search-postings.service';
import { type SearchPlan } from '../search/search-query.service';
import { ListFilterService } from './list-filter.service';
import { AD_COLUMNS, type AdRow, PUBLIC_PAGE, PUBLIC_PAGE_COLUMNS, toAd, VIEWS_JOIN } from '../ads/ad-row';
import { AD_ORDER, adOrder, cappedCountSql, eurValue, isPriceSort, SqlWhere } from '../ads/ads-filter';
import { SearchQueryService } from '../search/search-query.service';
import { ViewCounter } from './view-counter.service';
import { LargeCounts } from '../ads/large-counts';
import { ExchangeRates } from '../exchange-rates/exchange-rates.service';

/** Counting a million rows per page view is too slow; past this the total reads "at least this many". */
export const COUNT_CAP = AD_LIMITS.totalCap;
/** A search's total stops here, and a sorted search sorts only this many of its newest matches. */
export const SEARCH_CANDIDATES = AD_LIMITS.searchCandidates;
/** A list's large total (see LargeCounts) a few seconds old is fine. */
const COUNT_TTL_MS = 15_000;
/** A search whose rarest term is in at most this many ads gathers all its matches (see gatheredMatches). */
const GATHER_MAX = 2 * HOT_WORD_MIN_ADS;
/** At most this many top listings open a category's list. */
const TOP_LISTINGS_SHOWN = 5;

/** The first `need` rows of the title group, then as many of the other group as are still needed (tier 1, 2). */
function inTiers(titleGroup: string, otherGroup: string, need: number): string {
  return `WITH t1 AS (SELECT g.*, 1 AS "tier" FROM (${titleGroup} LIMIT ${need}) g)
    SELECT * FROM t1
    UNION ALL
    SELECT g.*, 2 FROM (${otherGroup} LIMIT (SELECT ${need} - count(*) FROM t1)) g
    ORDER BY "tier", "created_at" DESC, "id" DESC`;
}

/**
 * The page's ads from a query that picks their ids in the page's order: the ids come from an index alone (the price
 * and date indexes carry price and currency), and only the page's own rows are read from the table.
 */
const pageOfIds = (ids: string, order: string): string =>
  `SELECT ${AD_COLUMNS} FROM (${ids}) i JOIN "ads"."ads" a ON a."id" = i."id" ${VIEWS_JOIN} ORDER BY ${order}`;

/**
 * A page of the price sort over both currencies without sorting every ad: each currency's first offset+limit ads in
 * its own price order (an index range on (currency, price) each, within the price filter's range for that currency),
 * merged by the price converted at today's rate. Within one currency the converted order is the price order, so the
 * page is among those rows.
 */
function byConvertedPrice(where: SqlWhere, sort: 'price_asc' | 'price_desc', limit: number, offset: number, eurToSrd: number): string {
  const need = limit + offset;
  const ofCurrency = (currency: 'EUR' | 'SRD') =>
    `(SELECT a."id", a."price", a."currency" FROM "ads"."ads" a WHERE ${where.inCurrency(currency)}
      ORDER BY ${AD_ORDER[sort]} LIMIT ${need})`;
  const direction = sort === 'price_asc' ? 'ASC' : 'DESC';
  const ids = `SELECT m."id" FROM (${ofCurrency('EUR')} UNION ALL ${ofCurrency('SRD')}) m
    ORDER BY ${eurValue('m', eurToSrd)} ${direction} NULLS LAST, m."id" ${direction} LIMIT ${limit} OFFSET ${offset}`;
  return pageOfIds(ids, adOrder(sort, eurToSrd));
}

/**
 * A page of the newest ads within a price range: the ids from a walk down the date index, whose entries carry price
 * and currency, so the ads outside the range are skipped without reading them.
 */
const newestInPriceRange = (where: SqlWhere, limit: number, offset: number): string =>
  pageOfIds(`SELECT a."id" FROM "ads"."ads" a WHERE ${where} ORDER BY ${AD_ORDER.newest} LIMIT ${limit} OFFSET ${offset}`, AD_ORDER.newest);

@Injectable()
export class ListingsService {
  private readonly counts = new LargeCounts(COUNT_TTL_MS);

  constructor(
    private readonly rates: ExchangeRates,
    private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
    private readonly listFilter: ListFilterService,
    private readonly views: ViewCounter,
    private readonly searchQuery: SearchQueryService,
  ) {}

  async list(query: ListAdsQueryDto): Promise<AdList> {
    const filter = await this.listFilter.build(query);
    if (!filter) return { ads: [], total: 0 };
    const { where, category, plan, eurToSrd } = filter;
    const limit = query.limit ?? AD_LIMITS.listLimitDefault;
    const offset = query.offset ?? 0;
    if (plan) return this.search(where, plan, query, limit, offset, eurToSrd);
    if (query.sortBy === 'popular') {
      const [ads, total] = await Promise.all([this.popular(where, limit, offset), this.countCapped(where)]);
      return { ads, total };
    }
    const countKey = this.countKey(where.toString(), where.params);
    const order =
      query.ids && !query.sortBy ? `array_position(${where.param(query.ids)}::int[], a."id")` : adOrder(query.sortBy ?? 'newest', eurToSrd);
    const page =
      isPriceSort(query.sortBy) && !query.ids
        ? byConvertedPrice(where, query.sortBy, limit, offset, eurToSrd)
        : (query.sortBy ?? 'newest') === 'newest' && where.hasPriceRange() && !query.ids
          ? newestInPriceRange(where, limit, offset)
          : `SELECT ${AD_COLUMNS} FROM "ads"."ads" a ${VIEWS_JOIN} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
    // A category's first page, newest first, opens with its top listings (business packages).
    const tops =
      category && offset === 0 && (query.sortBy ?? 'newest') === 'newest' && !query.ids
        ? preparedQuery<AdRow>(
            this.dataSource,
            `SELECT ${AD_COLUMNS} FROM "ads"."ads" a ${VIEWS_JOIN} WHERE ${where} AND a."top_listing" ORDER BY ${AD_ORDER.newest} LIMIT
               ${TOP_LISTINGS_SHOWN}`,
            where.params,
          )
        : undefined;
    const withTops = async (rows: AdRow[]) => {
      const top = tops ? await tops : [];
      if (!top.length) return rows;
      const ids = new Set(top.map((row) => row.id));
      return [...top, ...rows.filter((row) => !ids.has(row.id))].slice(0, limit);
    };
    const cachedTotal = this.counts.cached(countKey);
    if (cachedTotal !== undefined) {
      const rows = await preparedQuery<AdRow>(this.dataSource, page, where.params);
      return { ads: await this.toAds(await withTops(rows)), total: cachedTotal };
    }
    // Page and capped count in one statement: one round trip and one pooled connection instead of two. The page
    // keeps its order through the row number it is given; an empty page still brings the count row.
    const rows = await preparedQuery<AdRow & { page_pos: string | null; page_total: number }>(
      this.dataSource,
      `WITH page AS MATERIALIZED (${page}),
       counted AS (${cappedCountSql(where, COUNT_CAP)})
       SELECT p.*, c.n AS "page_total" FROM counted c
       LEFT JOIN (SELECT page.*, row_number() OVER () AS "page_pos" FROM page) p ON true
       ORDER BY p."page_pos"`,
      where.params,
    );
    const total = rows[0].page_total;
    this.counts.remember(countKey, total, COUNT_CAP);
    return { ads: await this.toAds(await withTops(rows.filter((row) => row.page_pos !== null))), total };
  }

  /** Featured ads, newest first; when nothing is featured, the newest ads instead (spec: home page fallback). */
  async featured(query: FeaturedAdsQueryDto): Promise<AdList> {
    const limit = query.limit ?? AD_LIMITS.listLimitDefault;
    const [{ exists }] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM "ads"."ads" WHERE "status" = 'approved' AND "featured") AS exists`,
    );
    return this.list({ featured: exists ? true : undefined, limit, offset: query.offset ?? 0, sortBy: 'newest' });
  }

  /**
   * One approved ad, counting one view (written with the others of the same second, see ViewCounter): each viewer
   * sees one more than the viewer before. Its owner also opens it while it waits for review or was rejected, with the
   * reason; that read counts no view.
   */
  async view(id: number, viewerId?: string, visitor?: string, noView = false): Promise<Ad> {
    const rows = await preparedQuery<AdRow & { attributes: Record<string, string | number | boolean>; views_xmin: string | null }>(
      this.dataSource,
      `SELECT ${PUBLIC_PAGE_COLUMNS}, a."attributes", v."xmin"::text AS "views_xmin"
       FROM "ads"."ads" a ${VIEWS_JOIN} WHERE a."id" = $1 AND ${PUBLIC_PAGE}`,
      [id],
    );
    // The owner reads their own ad as it is (an edit waiting for review included), everyone else its public page.
    if (viewerId && (rows.length === 0 || rows[0].user_id === viewerId)) return this.ownersView(id, viewerId);
    if (rows.length === 0) throw notFound(ADS_MESSAGES.adNotFound);
    const [row] = rows;
    const [ad] = await this.toAds(rows);
    const xmin = row.views_xmin === null ? null : Number(row.views_xmin);
    const views = noView ? this.views.current(id, ad.views, xmin) : this.views.add(id, ad.views, xmin, visitor);
    // Only the ad page shows the category filters' values; the lists stay lean.
    return { ...ad, views, attributes: row.attributes };
  }

  /** A public ad's views now (stored, plus those counted here and not yet written), counting none. */
  async viewsOf(id: number): Promise<AdViews> {
    const rows = await preparedQuery<{ views: string; views_xmin: string | null }>(
      this.dataSource,
      `SELECT COALESCE(v."views", 0) AS "views", v."xmin"::text AS "views_xmin" FROM "ads"."ads" a ${VIEWS_JOIN}
        WHERE a."id" = $1 AND ${PUBLIC_PAGE}`,
      [id],
    );
    if (!rows.length) throw notFound(ADS_MESSAGES.adNotFound);
    const xmin = rows[0].views_xmin === null ? null : Number(rows[0].views_xmin);
    return { views: this.views.current(id, Number(rows[0].views), xmin) };
  }

  /**
   * One view of an ad page the gateway served as kept (rendered when the ad was last changed, so public then; a change
   * drops the page at once). Counted with the views the API's reads count, without reading the ad.
   */
  countView(id: number, visitor?: string): void {
    this.views.add(id, 0, null, visitor);
  }

  /** Whether a search for `search` finds the (public) ad: a seller's figures count a search term only then. */
  async matchesSearch(id: number, search: string): Promise<{ matches: boolean }> {
    const plan = await this.searchQuery.plan(search);
    if (!plan) return { matches: false };
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM "ads"."ads" a WHERE a."id" = $1 AND a."status" = 'approved' AND a."search_vector" @@ to_tsquery('simple', $2)`,
      [id, plan.query],
    );
    return { matches: rows.length > 0 };
  }

  /** An ad that is not public, for its owner only (pending or rejected; an expired one too, to renew it). */
  private async ownersView(id: number, viewerId: string): Promise<Ad> {
    const rows = await this.dataSource.query(
      `SELECT ${AD_COLUMNS}, a."attributes", a."rejection_reason" FROM "ads"."ads" a ${VIEWS_JOIN} WHERE a."id" = $1 AND a."user_id" = $2`,
      [id, viewerId],
    );
    if (rows.length === 0) throw notFound(ADS_MESSAGES.adNotFound);
    const [ad] = await this.toAds(rows);
    return { ...ad, attributes: rows[0].attributes, rejectionReason: rows[0].rejection_reason };
  }

  /**
   * The ads matching every term. In the default order, those with the query's rarest term in their title come
   * first, each group newest first; with a sort, the newest SEARCH_CANDIDATES matches in that sort. The total
   * stops at SEARCH_CANDIDATES.
   */
  private async search(
    where: SqlWhere,
    plan: SearchPlan,
    query: ListAdsQueryDto,
    limit: number,
    offset: number,
    eurToSrd: number,
  ): Promise<AdList> {
    const q = where.param(plan.query);
    const matching = ` AND a."search_vector" @@ to_tsquery('simple', ${q})`;
    const matches = `${where}${matching}`;
    const hot = plan.hot;
    const need = limit + offset;
    const isRare = plan.rarestAds <= GATHER_MAX;
    if (!query.sortBy && !hot && isRare) {
      // Every match is gathered anyway: the page and the total come from that one read.
      const gathered = await this.gatheredMatches(matches, where, plan.titleQuery, need);
      return { ads: await this.toAds(gathered.rows.slice(offset, need)), total: Math.min(gathered.total, SEARCH_CANDIDATES) };
    }
    const page = async (): Promise<AdRow[]> => {
      if (query.sortBy) return this.sortedMatches(matches, where.params, adOrder(query.sortBy, eurToSrd), limit, offset);
      const firstRows =
        (hot && (await this.matchesFromPostings(matches, where.copy(), hot, need))) ||
        (isRare
          ? (await this.gatheredMatches(matches, where.copy(), plan.titleQuery, need)).rows
          : await this.rankedMatches(matches, where.copy(), plan.titleQuery, need));
      return firstRows.slice(offset, need);
    };
    // Together, so that a failing count is this request's error and never a rejection nobody waits for.
    const [rows, total] = await Promise.all([
      page(),
      this.countCapped(
        where,
        SEARCH_CANDIDATES,
        matching,
        hot && (() => this.countFromPostings(matches, where.copy(), hot, plan.query === hot.word)),
      ),
    ]);
    return { ads: await this.toAds(rows), total };
  }

  /** The newest SEARCH_CANDIDATES matches in the chosen sort. */
  private sortedMatches(matches: string, params: unknown[], order: string, limit: number, offset: number): Promise<AdRow[]> {
    return this.dataSource.query(
      `WITH hits AS (SELECT a."id" FROM "ads"."ads" a WHERE ${matches} ORDER BY a."created_at" DESC, a."id" DESC LIMIT ${SEARCH_CANDIDATES})
       SELECT ${AD_COLUMNS} FROM hits h JOIN "ads"."ads" a ON a."id" = h."id" ${VIEWS_JOIN}
       ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
  }

  /**
   * The first `need` matches in the default order when the rarest term is rare, with the number of all matches:
   * every match from the full-text index, then sorted. (Asked for the first 20 by date, the planner may walk the
   * date index instead, hoping to meet 20 of them soon, and read a million ads for a word in 40.) An empty page
   * still brings the count row.
   */
  private async gatheredMatches(
    matches: string,
    where: SqlWhere,
    titleQuery: string,
    need: number,
  ): Promise<{ rows: AdRow[]; total: number }> {
    const t = `to_tsquery('simple', ${where.param(titleQuery)})`;
    const rows: Array<AdRow & { tier: number | null; match_total: number }> = await this.dataSource.query(
      `WITH m AS MATERIALIZED (SELECT a."id", a."created_at", CASE WHEN a."search_vector" @@ ${t} THEN 1 ELSE 2 END AS "tier" FROM
         "ads"."ads" a WHERE ${matches}),
       page AS (SELECT * FROM m ORDER BY m."tier", m."created_at" DESC, m."id" DESC LIMIT ${need})
       SELECT p.*, c.n AS "match_total" FROM (SELECT count(*)::int AS n FROM m) c
       LEFT JOIN (SELECT ${AD_COLUMNS}, page."tier" FROM page JOIN "ads"."ads" a ON a."id" = page."id" ${VIEWS_JOIN}) p ON true
       ORDER BY p."tier", p."created_at" DESC, p."id" DESC`,
      where.params,
    );
    return { rows: rows.filter((row) => row.tier !== null), total: rows[0].match_total };
  }

  /** The same for a common term without postings: each group walks the date order (the planner picks the index). */
  private rankedMatches(matches: string, where: SqlWhere, titleQuery: string, need: number): Promise<AdRow[]> {
    const t = `to_tsquery('simple', ${where.param(titleQuery)})`;
    const group = (inTitle: boolean) =>
      `SELECT ${AD_COLUMNS} FROM "ads"."ads" a ${VIEWS_JOIN} WHERE ${matches} AND ${inTitle ? '' : 'NOT '}a."search_vector" @@ ${t} ORDER
         BY a."created_at" DESC, a."id" DESC`;
    return this.dataSource.query(inTiers(group(true), group(false), need), where.params);
  }

  /**
   * The same from a hot word's postings (see SearchPostingsService): a walk down its lists that stops after
   * `need` matches of each. Undefined when a list runs out before its complete part yields enough.
   */
  private async matchesFromPostings(
    matches: string,
    where: SqlWhere,
    hot: NonNullable<SearchPlan['hot']>,
    need: number,
  ): Promise<AdRow[] | undefined> {
    const word = where.param(hot.word);
    const group = (inTitle: boolean, since: string) =>
      `SELECT ${AD_COLUMNS} FROM "ads"."search_postings" p JOIN "ads"."ads" a ON a."id" = p."ad_id" ${VIEWS_JOIN}
       WHERE p."word" = ${word} AND p."in_title" = ${inTitle} AND p."created_at" >
         ${where.param(since)}::timestamptz${where.postingConditions()} AND ${matches}
       ORDER BY p."created_at" DESC, p."ad_id" DESC`;
    const rows = await preparedQuery<AdRow & { tier: number }>(
      this.dataSource,
      inTiers(group(true, hot.titleSince), group(false, hot.bodySince), need),
      where.params,
    );
    const inTitle = rows.filter((r) => r.tier === 1).length;
    if (inTitle < need && hot.titleSince !== '-infinity') return undefined;
    if (rows.length < need && inTitle < need && hot.bodySince !== '-infinity') return undefined;
    return rows;
  }

  /**
   * The number of matches up to SEARCH_CANDIDATES from a hot word's postings, when their complete part tells it.
   * The postings of a word alone are exactly its approved ads: counted without reading the ads.
   */
  private async countFromPostings(
    matches: string,
    where: SqlWhere,
    hot: NonNullable<SearchPlan['hot']>,
    wordAlone: boolean,
  ): Promise<number | undefined> {
    const alone = wordAlone && where.isBare();
    const sql = alone ? new SqlWhere() : where;
    const word = sql.param(hot.word);
    const group = (inTitle: boolean, since: string) =>
      `SELECT 1 FROM "ads"."search_postings" p ${alone ? '' : 'JOIN "ads"."ads" a ON a."id" = p."ad_id"'}
       WHERE p."word" = ${word} AND p."in_title" = ${inTitle} AND p."created_at" > ${sql.param(since)}::timestamptz
         ${alone ? '' : `${where.postingConditions()} AND ${matches}`}`;
    const [{ n }] = await preparedQuery<{ n: number }>(
      this.dataSource,
      `SELECT count(*)::int AS n FROM ((${group(true, hot.titleSince)}) UNION ALL (${group(false, hot.bodySince)}) LIMIT
         ${SEARCH_CANDIDATES}) s`,
      sql.params,
    );
    if (n === SEARCH_CANDIDATES || (hot.titleSince === '-infinity' && hot.bodySince === '-infinity')) return n;
    return undefined;
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

  /**
   * Counts up to `cap` (with `count` when it can tell, else over the ads); a large count (the costly kind) is reused
   * for a short while, small ones stay exact. Requests asking at the same moment share one count.
   */
  private async countCapped(
    where: SqlWhere,
    cap: number = COUNT_CAP,
    extra = '',
    count?: () => Promise<number | undefined>,
  ): Promise<number> {
    // The SQL and its parameters as they are now: the caller may add parameters for its other queries.
    const [sql, params] = [cappedCountSql(where, cap, extra), [...where.params]];
    const key = this.countKey(`${where}${extra}`, params);
    return this.counts.count(
      key,
      async () => {
        const known = await count?.();
        if (known !== undefined) return known;
        const rows: Array<{ n: number }> = await this.dataSource.query(sql, params);
        return rows[0].n;
      },
      cap,
    );
  }

  private countKey(where: string, params: unknown[]): string {
    return `${where}|${JSON.stringify(params)}`;
  }

  private async toAds(rows: AdRow[]): Promise<Ad[]> {
    const [byId, rate] = await Promise.all([this.categories.index(), this.rates.eurToSrd()]);
    return rows.map((row) => toAd(row, (id) => byId.get(id), rate));
  }
}
