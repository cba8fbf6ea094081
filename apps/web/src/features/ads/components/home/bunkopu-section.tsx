import type { AdSort } from '@surimarkt/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { links } from '@/shared/lib/paths';
import { AdGrid } from '@/shared/ui/ad-grid';
import { Section } from '@/shared/ui/section';
import { adsTexts } from '../../ads.texts';
import { useListAdsQuery } from '../../api/ads.api';
import { useBunkopuCategory } from '../../hooks/use-bunkopu-category';
import { BUNKOPU_FALLBACK_MAX_CENTS, BUNKOPU_PAGE_SIZE } from '../../lib/bunkopu';
import { SORTS } from '../../lib/category-filters';

/** The bargain series: 6 per page, four sorts (spec §9). */
export function BunkopuSection() {
  const [page, setPage] = useState(0);
  const [sortBy, setSortBy] = useState<AdSort>('newest');
  const { category, isLoading: isCategoryLoading } = useBunkopuCategory();
  const paging = { limit: BUNKOPU_PAGE_SIZE, offset: BUNKOPU_PAGE_SIZE * page, sortBy };
  const { data, isLoading, isFetching } = useListAdsQuery(
    category ? { categoryId: category.id, ...paging } : { maxPrice: BUNKOPU_FALLBACK_MAX_CENTS, ...paging },
    { skip: isCategoryLoading },
  );
  const total = data?.total ?? 0;
  const hasNext = (page + 1) * BUNKOPU_PAGE_SIZE < total;
  return (
    <Section title={adsTexts.bunkopuTitle} action={<Link to={links.bunkopu}>{adsTexts.viewAll}</Link>}>
      <p className="sm-muted">{adsTexts.bunkopuSubtitle}</p>
      <div className="sm-sorts" role="group" aria-label={adsTexts.sortLabel}>
        {SORTS.map((s) => (
          <button
            key={s}
            type="button"
            className="sm-chip"
            aria-pressed={sortBy === s}
            onClick={() => {
              setSortBy(s);
              setPage(0);
            }}
          >
            {adsTexts.sorts[s]}
          </button>
        ))}
      </div>
      <AdGrid
        ads={data?.ads}
        isLoading={isCategoryLoading || isLoading || isFetching}
        emptyText={adsTexts.emptyBunkopu}
        skeletonCount={BUNKOPU_PAGE_SIZE}
      />
      {(page > 0 || hasNext) && (
        <div className="sm-pager">
          <button type="button" className="sm-btn" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {adsTexts.previous}
          </button>
          <span>{adsTexts.pageOf(page + 1)}</span>
          <button type="button" className="sm-btn" disabled={!hasNext} onClick={() => setPage((p) => p + 1)}>
            {adsTexts.next}
          </button>
        </div>
      )}
    </Section>
  );
}
