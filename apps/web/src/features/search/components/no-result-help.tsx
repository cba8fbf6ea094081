import type { AdFacets, Category, SavedSearchQuery } from '@surimarkt/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { useListAdsQuery } from '@/features/ads';
import { formatCount } from '@/shared/format/count';
import { links } from '@/shared/lib/paths';
import { AdGrid } from '@/shared/ui/ad-grid';
import { SaveSearchSlot } from '@/shared/ui/save-search-slot';
import { CATEGORY_PARAM } from '../lib/search-args';
import { searchTexts } from '../search.texts';

/** How many of the category's newest ads a dead end shows. */
const NEWEST_SHOWN = 4;

interface NoResultHelpProps {
  facets: AdFacets | undefined;
  category: Category | undefined;
  savedQuery: SavedSearchQuery;
}

/**
 * A search without results says what would give some (each from the facets: the total with that one filter left
 * out), the nearest spelling the ads use, the chosen category's newest ads, and offers to save the search.
 */
export function NoResultHelp({ facets, category, savedQuery }: NoResultHelpProps) {
  const [params] = useSearchParams();
  const without = (...names: string[]) => {
    const next = new URLSearchParams(params);
    for (const name of names) next.delete(name);
    return `?${next}`;
  };
  const results = (n: number) => searchTexts.results(formatCount(n, facets?.cap));
  const ways = facets
    ? [
        (params.has('min') || params.has('max')) &&
          facets.without.price > 0 && {
            to: without('min', 'max', 'valuta'),
            text: searchTexts.withoutPrice(results(facets.without.price)),
          },
        params.has('locatie') &&
          facets.without.location > 0 && { to: without('locatie'), text: searchTexts.withoutLocation(results(facets.without.location)) },
        category &&
          facets.without.category > 0 && {
            to: without(CATEGORY_PARAM),
            text: searchTexts.withoutCategory(results(facets.without.category)),
          },
      ].filter((way): way is { to: string; text: string } => Boolean(way))
    : [];
  return (
    <section className="sm-no-result" aria-label={searchTexts.noResultHelp}>
      <h2>{searchTexts.noResultHelp}</h2>
      {(ways.length > 0 || facets?.suggestion) && (
        <ul>
          {ways.map((way) => (
            <li key={way.to}>
              <Link to={{ search: way.to }}>{way.text}</Link>
            </li>
          ))}
          {facets?.suggestion && (
            <li>
              {searchTexts.didYouMean} <Link to={links.search(facets.suggestion)}>{facets.suggestion}</Link>?
            </li>
          )}
        </ul>
      )}
      {category && <NewestInCategory category={category} />}
      <p>{searchTexts.saveHint}</p>
      <SaveSearchSlot query={savedQuery} />
    </section>
  );
}

function NewestInCategory({ category }: { category: Category }) {
  const { data, isFetching } = useListAdsQuery({ categoryId: category.id, limit: NEWEST_SHOWN });
  if (!isFetching && !data?.ads.length) return null;
  return (
    <>
      <h3>{searchTexts.newestIn(category.name)}</h3>
      <AdGrid ads={data?.ads} isLoading={isFetching} emptyText="" skeletonCount={NEWEST_SHOWN} />
    </>
  );
}
