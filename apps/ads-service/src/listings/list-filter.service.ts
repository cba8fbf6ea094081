import { Injectable } from '@nestjs/common';
import { ADS_MESSAGES, type ListAdsQueryDto } from '@surimarkt/contracts';
import { badRequest } from '@surimarkt/server';
import { type CategoryEntity } from '../categories/category.entity';
import { CategoriesService } from '../categories/categories.service';
import { ExchangeRates } from '../exchange-rates/exchange-rates.service';
import { FiltersService } from '../filters/filters.service';
import { type SearchPlan, SearchQueryService } from '../search/search-query.service';
import { adsFilter, type SqlWhere } from '../ads/ads-filter';

/** The WHERE of a list query, with what the list and its facets need beside it. */
export interface ListFilter {
  where: SqlWhere;
  category: CategoryEntity | undefined;
  /** The search's plan when the query has words. */
  plan: SearchPlan | undefined;
  eurToSrd: number;
}

/**
 * The filters of `GET /api/ads` as SQL, made in one place for the list and for its facets, so that a facet's count
 * and the list's total count the same ads. Null when the query matches nothing whatever the data: an unknown
 * category, or a search without a word.
 */
@Injectable()
export class ListFilterService {
  constructor(
    private readonly rates: ExchangeRates,
    private readonly categories: CategoriesService,
    private readonly searchQuery: SearchQueryService,
    private readonly filters: FiltersService,
  ) {}

  async build(query: ListAdsQueryDto): Promise<ListFilter | null> {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw badRequest(ADS_MESSAGES.priceRangeInvalid, { minPrice: ADS_MESSAGES.priceRangeInvalid });
    }
    const category = query.categoryId === undefined ? undefined : await this.categories.byId(query.categoryId);
    // An unknown category has no ads: an empty list, as for any filter that matches nothing.
    if (query.categoryId !== undefined && !category) return null;
    const eurToSrd = await this.rates.eurToSrd();
    const where = adsFilter(query, category, eurToSrd);
    // A category's filters apply on its pages; without a category there are no filters to apply.
    if (category && query.attr) {
      const parent = category.parentId ? await this.categories.byId(category.parentId) : undefined;
      await this.filters.applyToList(where, [category.slug, ...(parent ? [parent.slug] : [])], query.attr);
    }
    if (!query.search) return { where, category, plan: undefined, eurToSrd };
    const plan = await this.searchQuery.plan(query.search);
    return plan === null ? null : { where, category, plan, eurToSrd };
  }
}
