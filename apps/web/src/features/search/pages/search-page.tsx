import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CategoryFiltersForm, FacetChips, useGetFacetsQuery, writeFilters } from '@/features/ads';
import { useGetCategoriesQuery } from '@/shared/api/categories.api';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useTrack } from '@/shared/hooks/use-track';
import { ranAtPageStart } from '@/shared/lib/page-start-effects';
import { AdGrid } from '@/shared/ui/ad-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { SaveSearchSlot } from '@/shared/ui/save-search-slot';
import { useSearchAdsQuery } from '../api/search.api';
import { NoResultHelp } from '../components/no-result-help';
import { SearchForm } from '../components/search-form';
import { CATEGORY_PARAM, readSearch } from '../lib/search-args';
import { searchTexts } from '../search.texts';
import '../components/search.css';

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { data: categories } = useGetCategoriesQuery();
  const { term, filters, category, args, facetArgs } = readSearch(params, categories);
  const track = useTrack();
  useDocumentTitle(term ? `${searchTexts.resultsFor} "${term}"` : searchTexts.title);
  // A category in the address waits for the categories, so the list is asked once, with it.
  const isWaiting = term === '' || (params.has(CATEGORY_PARAM) && !categories);
  const { data, isFetching, isError } = useSearchAdsQuery(isWaiting ? skipToken : args);
  const { data: facets } = useGetFacetsQuery(isWaiting ? skipToken : facetArgs);
  const { search: _search, ...savedFilters } = facetArgs;

  useEffect(() => {
    if (term && !ranAtPageStart('search')) track('search', { query: term, filters: {} });
  }, [term, track]);

  // The strip: the main categories, or the chosen one's subcategories; each keeps the words and the other filters.
  const withCategory = (slug: string | undefined) => {
    const next = new URLSearchParams(params);
    if (slug) next.set(CATEGORY_PARAM, slug);
    else next.delete(CATEGORY_PARAM);
    return { search: `?${next}` };
  };
  const parentId = category ? (category.parentId ?? category.id) : null;
  const stripCategories = (categories ?? []).filter((c) => c.parentId === parentId);
  const hasNoResult = !isFetching && data !== undefined && data.ads.length === 0;
  const savedQuery = { ...savedFilters, search: term };

  return (
    <div className="sm-search-page">
      <SearchForm key={term} initialTerm={term} />
      {term === '' ? (
        <EmptyState title={searchTexts.title} description={searchTexts.prompt} />
      ) : (
        <>
          <h1 className="sm-page-title">
            {searchTexts.resultsFor} &ldquo;{term}&rdquo;
          </h1>
          {!hasNoResult && <SaveSearchSlot query={savedQuery} />}
          <FacetChips
            label={searchTexts.categoryStrip}
            facets={facets}
            chips={[
              ...(category ? [{ id: 0, name: searchTexts.allCategories, to: withCategory(undefined) }] : []),
              ...stripCategories.map((c) => ({ id: c.id, name: c.name, to: withCategory(c.slug), isCurrent: c.id === category?.id })),
            ]}
          />
          <CategoryFiltersForm
            filters={filters}
            facets={facets}
            hiddenFields={{ q: term, ...(category ? { [CATEGORY_PARAM]: category.slug } : {}) }}
            onChange={(next) => {
              const address = writeFilters(next);
              address.set('q', term);
              if (category) address.set(CATEGORY_PARAM, category.slug);
              setParams(address);
            }}
          />
          {isError ? (
            <div role="alert" className="sm-search-page__error">
              <strong>{searchTexts.errorTitle}</strong>
              <p>{searchTexts.errorText}</p>
            </div>
          ) : (
            <>
              {!isFetching && data && (
                <p className="sm-search-page__count">
                  {data.total > 0 && data.ads.length > 0 ? searchTexts.found(data.total) : searchTexts.noneFound}
                </p>
              )}
              {(isFetching || (data && data.ads.length > 0)) && (
                <AdGrid
                  ads={data?.ads}
                  isLoading={isFetching}
                  emptyText={searchTexts.noneFound}
                  linkState={{ searchQuery: term }}
                  eagerCount={2}
                />
              )}
              {hasNoResult && (
                <>
                  <EmptyState title={searchTexts.noneFound} description={searchTexts.noneFoundHint} hasHomeLink />
                  <NoResultHelp facets={facets} category={category} savedQuery={savedQuery} />
                </>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
