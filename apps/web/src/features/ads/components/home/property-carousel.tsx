import { useRef } from 'react';
import { AdCard } from '@/shared/ui/ad-card';
import { EmptyState } from '@/shared/ui/empty-state';
import { Section } from '@/shared/ui/section';
import { SkeletonGrid } from '@/shared/ui/skeleton-grid';
import { adsTexts } from '../../ads.texts';
import { useListAdsQuery } from '../../api/ads.api';
import { selectPropertyAds } from '../../lib/property-ads';

/** Houses and land: a scroll strip (4 on desktop, fewer on smaller screens) instead of antd's heavy Carousel. */
export function PropertyCarousel() {
  const { data, isLoading } = useListAdsQuery({ limit: 50 });
  const stripRef = useRef<HTMLDivElement>(null);
  const ads = data ? selectPropertyAds(data.ads) : [];
  const scroll = (direction: 1 | -1) =>
    stripRef.current?.scrollBy?.({ left: direction * stripRef.current.clientWidth, behavior: 'smooth' });
  return (
    <Section
      title={adsTexts.propertyTitle}
      action={
        ads.length > 0 && (
          <span className="sm-strip__arrows">
            <button type="button" className="sm-btn" aria-label={adsTexts.scrollLeft} onClick={() => scroll(-1)}>
              ‹
            </button>
            <button type="button" className="sm-btn" aria-label={adsTexts.scrollRight} onClick={() => scroll(1)}>
              ›
            </button>
          </span>
        )
      }
    >
      {isLoading ? (
        <SkeletonGrid count={4} />
      ) : ads.length === 0 ? (
        <EmptyState title={adsTexts.emptyProperty} icon="🏠" />
      ) : (
        <div className="sm-strip" ref={stripRef}>
          {ads.map((ad) => (
            <div className="sm-strip__item" key={ad.id}>
              <AdCard ad={ad} />
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}
