import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useTrack } from '@/shared/hooks/use-track';
import { AdGrid } from '@/shared/ui/ad-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { SaveSearchSlot } from '@/shared/ui/save-search-slot';
import { useSearchAdsQuery } from '../api/search.api';
import { SearchForm } from '../components/search-form';
import { cleanSearchTerm } from '../lib/search-term';
import { searchTexts } from '../search.texts';
import '../components/search.css';

export function SearchPage() {
  const [params] = useSearchParams();
  const term = cleanSearchTerm(params.get('q'));
  const track = useTrack();
  useDocumentTitle(term ? `${searchTexts.resultsFor} "${term}"` : searchTexts.title);
  const { data, isFetching, isError } = useSearchAdsQuery(term, { skip: term === '' });

  useEffect(() => {
    if (term) track('search', { query: term, filters: {} });
  }, [term, track]);

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
          <SaveSearchSlot query={{ search: term }} />
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
              {!isFetching && data && data.ads.length === 0 && (
                <EmptyState title={searchTexts.noneFound} description={searchTexts.noneFoundHint} hasHomeLink />
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
