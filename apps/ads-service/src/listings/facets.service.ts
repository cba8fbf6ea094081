import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type AdFacets, AD_LIMITS, type ListAdsQueryDto, LOCATIONS, PRICE_BANDS } from '@surimarkt/contracts';
import { boundedPool, InjectEnv, isOverBudget, preparedQuery } from '@surimarkt/server';
import { LRUCache } from 'lru-cache';
import { type Pool } from 'pg';
import { DataSource } from 'typeorm';
import { type Env } from '../config/env';
import { CategoriesService } from '../categories/categories.service';
import { cappedCountSql, priceRanges } from '../ads/ads-filter';
import { SearchQueryService } from '../search/search-query.service';
import { FacetCounts } from './facet-counts.service';
import { type ListFilter, ListFilterService } from './list-filter.service';

/** Facets with a large total take a full count of their matches: a few seconds old is fine, as for a list's total. */
const KEPT_MS = 15_000;
const KEPT_MAX = 500;
/** From this total on, the facets are kept (smaller ones are cheap and stay exact at once). */
const LARGE_TOTAL = 1000;
/** A query whose counts ran out of time is answered uncounted for this long, without counting again. */
const OVER_BUDGET_MS = 60_000;
/** The counts' own connections: at most this many counting statements at once (see boundedPool). */
const COUNTING_CONNECTIONS = 4;

/**
 * The counts beside the filters of a list (contract 'Facets'): each facet counts the query's ads with every filter but
 * its own, through the list's own WHERE (ListFilterService), so a value's count is the list's total once it is
 * chosen. Counts stop at the list's cap.
 */
@Injectable()
export class FacetsService implements OnApplicationShutdown {
  private readonly logger = new Logger(FacetsService.name);
  private readonly kept = new LRUCache<string, AdFacets>({ max: KEPT_MAX, ttl: KEPT_MS });
  private readonly overBudget = new LRUCache<string, AdFacets>({ max: KEPT_MAX, ttl: OVER_BUDGET_MS });
  /** Counting over the matches (a search, a price) runs here; the kept counts and the list's reads use the main pool. */
  private readonly counting: Pool;

  constructor(
    private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
    private readonly listFilter: ListFilterService,
    private readonly counts: FacetCounts,
    private readonly searchQuery: SearchQueryService,
    @InjectEnv() env: Env,
  ) {
    this.counting = boundedPool(dataSource, {
      max: COUNTING_CONNECTIONS,
      statementTimeoutMs: env.FACETS_COUNT_TIMEOUT_MS,
      name: 'ads-service-facets',
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.counting.end();
  }

  /**
   * The counts, or `uncounted` when counting them took longer than FACETS_COUNT_TIMEOUT_MS (a common word at a
   * million ads): the page then shows its filters without counts, and its list as always, instead of waiting seconds.
   */
  async facets(query: ListAdsQueryDto): Promise<AdFacets> {
    const key = JSON.stringify(query);
    const kept = this.kept.get(key) ?? this.overBudget.get(key);
    if (kept) return kept;
    try {
      return await this.count(query, key);
    } catch (error) {
      if (!isOverBudget(error)) throw error;
      this.logger.warn({ query }, 'facets not counted: over their time budget');
      const uncounted: AdFacets = {
        total: 0,
        cap: 0,
        categories: [],
        locations: [],
        priceBands: [],
        without: { category: 0, location: 0, price: 0 },
        uncounted: true,
      };
      this.overBudget.set(key, uncounted);
      return uncounted;
    }
  }

  private async count(query: ListAdsQueryDto, key: string): Promise<AdFacets> {
    const cap = query.search ? AD_LIMITS.searchCandidates : AD_LIMITS.totalCap;
    const full = await this.listFilter.build(query);
    // The search words are planned once; each facet's own filter takes them as they are.
    const plan = full?.plan;
    const without = async (change: Partial<ListAdsQueryDto>) =>
      full ? this.listFilter.build({ ...query, ...change, search: undefined }) : null;
    const [byCategory, byLocation, byBand, total] = await Promise.all([
      without({ categoryId: undefined, attr: undefined }).then((f) => f && this.byCategory(withPlan(f, plan))),
      without({ location: undefined }).then((f) => f && this.byLocation(withPlan(f, plan))),
      without({ minPrice: undefined, maxPrice: undefined }).then((f) => f && this.byBand(withPlan(f, plan), query)),
      full ? this.total(full, cap) : 0,
    ]);
    const capped = (n: number | undefined) => Math.min(n ?? 0, cap);
    const tree = [...(await this.categories.index()).values()];
    const facets: AdFacets = {
      total,
      cap,
      categories: tree.map((c) => ({ id: c.id, name: c.name, parentId: c.parentId, count: capped(byCategory?.get(c.id)) })),
      locations: LOCATIONS.map((name) => ({ name, count: capped(byLocation?.get(name)) })),
      priceBands: PRICE_BANDS[query.priceCurrency ?? 'EUR'].map((band, i) => ({ ...band, count: capped(byBand?.bands[i]) })),
      without: {
        category: capped(tree.reduce((sum, c) => sum + (c.parentId === null ? (byCategory?.get(c.id) ?? 0) : 0), 0)),
        location: capped([...(byLocation?.values() ?? [])].reduce((sum, n) => sum + n, 0)),
        price: capped(byBand?.all),
      },
    };
    // A dead end: the words as the ads spell them, for 'Bedoelde je ...?'.
    const suggestion = query.search && total === 0 ? await this.searchQuery.suggest(query.search) : null;
    if (suggestion) facets.suggestion = suggestion;
    if (total >= LARGE_TOTAL) this.kept.set(key, facets);
    return facets;
  }

  /** The list's total, counted as the list counts it. */
  private async total(filter: ListFilter, cap: number): Promise<number> {
    if (this.counts.canAnswer(filter)) return Math.min(await this.counts.total(filter.where), cap);
    const [{ n }] = await preparedQuery<{ n: number }>(
      this.dataSource,
      cappedCountSql(filter.where, cap, matching(filter)),
      filter.where.params,
      this.counting,
    );
    return n;
  }

  /** Per category id (a main category's count is all its ads, a subcategory's its own). */
  private async byCategory(filter: ListFilter): Promise<Map<number, number>> {
    const rows = this.counts.canAnswer(filter)
      ? await this.counts.byCategory(filter.where)
      : await preparedQuery<{ c: number; s: number | null; n: number }>(
          this.dataSource,
          `SELECT a."category_id" AS "c", a."subcategory_id" AS "s", count(*)::int AS "n" FROM "ads"."ads" a
           WHERE ${filter.where}${matching(filter)} GROUP BY 1, 2`,
          filter.where.params,
          this.counting,
        );
    const counts = new Map<number, number>();
    const add = (id: number, n: number) => counts.set(id, (counts.get(id) ?? 0) + n);
    for (const row of rows) {
      add(row.c, row.n);
      if (row.s !== null) add(row.s, row.n);
    }
    return counts;
  }

  private async byLocation(filter: ListFilter): Promise<Map<string, number>> {
    const rows = this.counts.canAnswer(filter)
      ? await this.counts.byLocation(filter.where)
      : await preparedQuery<{ l: string; n: number }>(
          this.dataSource,
          `SELECT a."location" AS "l", count(*)::int AS "n" FROM "ads"."ads" a WHERE ${filter.where}${matching(filter)} GROUP BY 1`,
          filter.where.params,
          this.counting,
        );
    return new Map(rows.map((row) => [row.l, row.n]));
  }

  /** Per band of PRICE_BANDS, each band the list's own price range for it (both currencies, at today's rate). */
  private async byBand(filter: ListFilter, query: ListAdsQueryDto): Promise<{ bands: number[]; all: number }> {
    const { where } = filter;
    const bands = PRICE_BANDS[query.priceCurrency ?? 'EUR'];
    const inBand = bands.map((band) => {
      const ranges = priceRanges(where, band.min, band.max ?? undefined, query.priceCurrency ?? 'EUR', filter.eurToSrd);
      return `(${ranges.map(([, range]) => range).join(' OR ')})`;
    });
    const [row] = await preparedQuery<Record<string, number>>(
      this.dataSource,
      `SELECT ${inBand.map((band, i) => `count(*) FILTER (WHERE ${band})::int AS "b${i}"`).join(', ')}, count(*)::int AS "all"
       FROM "ads"."ads" a WHERE ${where}${matching(filter)}`,
      where.params,
      this.counting,
    );
    return { bands: bands.map((_, i) => row[`b${i}`]), all: row.all };
  }
}

function withPlan(filter: ListFilter, plan: ListFilter['plan']): ListFilter {
  return { ...filter, plan };
}

/** The search's condition on the ads (none without words), its parameter added to the filter's. */
function matching(filter: ListFilter): string {
  return filter.plan ? ` AND a."search_vector" @@ to_tsquery('simple', ${filter.where.param(filter.plan.query)})` : '';
}
