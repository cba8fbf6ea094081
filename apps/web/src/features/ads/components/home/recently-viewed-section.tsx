import { useBrowserValue } from '@/shared/hooks/use-browser-value';
import { AdGrid } from '@/shared/ui/ad-grid';
import { Section } from '@/shared/ui/section';
import { adsTexts } from '../../ads.texts';
import { useGetAdsByIdsQuery } from '../../api/ads.api';
import { readRecentlyViewed } from '@/shared/lib/recently-viewed';

const NONE: number[] = [];
let last: number[] = NONE;

/** The stored history, the same array as long as it has not changed (React compares snapshots by identity). */
function history(): number[] {
  const ids = readRecentlyViewed();
  if (ids.join(',') !== last.join(',')) last = ids;
  return last;
}

/** Ads this browser viewed, newest first; no call at all without a history. */
export function RecentlyViewedSection() {
  // The server does not know this browser's history: a server-rendered page hydrates without it, then reads it.
  const ids = useBrowserValue(history, NONE);
  const { data, isLoading } = useGetAdsByIdsQuery(ids, { skip: ids.length === 0 });
  return (
    <Section title={adsTexts.recentlyViewedTitle}>
      <AdGrid ads={ids.length === 0 ? [] : data} isLoading={isLoading} emptyText={adsTexts.emptyRecentlyViewed} skeletonCount={4} />
    </Section>
  );
}
