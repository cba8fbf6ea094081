import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { ranAtPageStart } from '@/shared/lib/page-start-effects';
import { useSearchParams } from 'react-router-dom';
import { useGetCategoriesQuery } from '@/shared/api/categories.api';
import { useGetCategoryFiltersQuery } from '@/shared/api/filters.api';
import { findCategory } from '@/shared/lib/category-tree';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useTrack } from '@/shared/hooks/use-track';
import { links } from '@/shared/lib/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { SaveSearchSlot } from '@/shared/ui/save-search-slot';
import { SkeletonGrid } from '@/shared/ui/skeleton-grid';
import { adsTexts } from '../ads.texts';
import { useGetFacetsQuery, useListAdsQuery } from '../api/ads.api';
import { categoryListArgs, categorySavedSearch, facetArgs } from '../lib/category-list-args';
import { readFilters, writeFilters } from '../lib/category-filters';
import { AdListPage } from './ad-list-page';
import { CategoryFiltersForm } from './category-filters-form';
import { FacetChips } from './facet-chips';
import './category.css';

export function CategoryAds({ slugOrId }: { slugOrId: string }) {
  const { data: categories, isLoading: isCategoriesLoading, isError: isCategoriesError } = useGetCategoriesQuery();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const category = categories ? findCategory(categories, slugOrId) : undefined;
  const track = useTrack();
  useDocumentTitle(category?.name ?? (categories ? adsTexts.categoryNotFound : null));
  const { data, isFetching, isLoading, isError } = useListAdsQuery(category ? categoryListArgs(category.id, filters) : skipToken);
  const { data: facets } = useGetFacetsQuery(category ? facetArgs(category.id, filters) : skipToken);
  const { data: definitions } = useGetCategoryFiltersQuery(category?.slug ?? '', { skip: !category });

  useEffect(() => {
    if (category && !ranAtPageStart('view_category')) track('view_category', { category_id: category.id, category_name: category.name });
  }, [category, track]);

  if (isCategoriesLoading) return <SkeletonGrid />;
  if (!category || isCategoriesError) {
    return <EmptyState title={adsTexts.categoryNotFound} description={adsTexts.categoryNotFoundText} hasHomeLink icon="🗂️" />;
  }
  const subcategories = (categories ?? []).filter((c) => c.parentId === category.id);
  return (
    <AdListPage title={category.name} ads={data?.ads} isLoading={isLoading || isFetching} isError={isError} emptyText={adsTexts.emptyAds}>
      {subcategories.length > 0 && (
        <FacetChips
          label={adsTexts.subcategories}
          facets={facets}
          chips={subcategories.map((sub) => ({
            id: sub.id,
            name: sub.name,
            to: { pathname: links.category(sub.slug), search: params.toString() },
          }))}
        />
      )}
      <CategoryFiltersForm
        filters={filters}
        definitions={definitions?.filters}
        facets={facets}
        onChange={(next) => setParams(writeFilters(next))}
      />
      <SaveSearchSlot query={categorySavedSearch(category.id, filters)} />
    </AdListPage>
  );
}
