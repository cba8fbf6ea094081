import type { Ad } from '@surimarkt/contracts';
import { AdCard } from './ad-card';
import { EmptyState } from './empty-state';
import { SkeletonGrid } from './skeleton-grid';

interface AdGridProps {
  ads: Ad[] | undefined;
  isLoading: boolean;
  emptyText: string;
  hasHomeLink?: boolean;
  skeletonCount?: number;
  badgeFor?: (ad: Ad) => string | undefined;
  /** The first cards are above the fold on a phone: load them at once for a fast LCP. */
  eagerCount?: number;
  /** Handed to the ad page with the link (the search page says which search led there). */
  linkState?: unknown;
}

/** Loading placeholder, then the cards or the spec's empty text. */
export function AdGrid({ ads, isLoading, emptyText, hasHomeLink, skeletonCount = 12, badgeFor, eagerCount = 0, linkState }: AdGridProps) {
  if (isLoading) return <SkeletonGrid count={skeletonCount} />;
  if (!ads || ads.length === 0) return <EmptyState title={emptyText} hasHomeLink={hasHomeLink} />;
  return (
    <div className="sm-grid">
      {ads.map((ad, i) => (
        <AdCard key={ad.id} ad={ad} badge={badgeFor?.(ad)} isEager={i < eagerCount} linkState={linkState} />
      ))}
    </div>
  );
}
