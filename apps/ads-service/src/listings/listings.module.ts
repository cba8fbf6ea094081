import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { FiltersModule } from '../filters/filters.module';
import { SearchModule } from '../search/search.module';
import { ListingsController } from './listings.controller';
import { FacetCounts } from './facet-counts.service';
import { FacetsService } from './facets.service';
import { ListFilterService } from './list-filter.service';
import { ListingsService } from './listings.service';
import { ViewCounter } from './view-counter.service';

/** The public reads: lists with their filters, search, featured ads and one ad with its view count. */
@Module({
  imports: [CategoriesModule, SearchModule, FiltersModule],
  controllers: [ListingsController],
  providers: [ListingsService, ListFilterService, FacetsService, FacetCounts, ViewCounter],
})
export class ListingsModule {}
