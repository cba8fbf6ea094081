// What other parts of the app may use of the ads feature: the recently-viewed page reads ads by id with their texts;
// the search page shows the category pages' filter panel, category strip and counts.
export { adsApi, type FacetArgs, useGetAdsByIdsQuery, useGetFacetsQuery, useListAdsQuery } from './api/ads.api';
export { adsTexts } from './ads.texts';
export { CategoryFiltersForm } from './components/category-filters-form';
export { FacetChips } from './components/facet-chips';
export { type CategoryFilters, readFilters, writeFilters } from './lib/category-filters';
export { categoryListArgs } from './lib/category-list-args';
