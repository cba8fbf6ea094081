import { useState } from 'react';
import { AdGrid } from '../../../../shared/ui/ad-grid';
import { Section } from '../../../../shared/ui/section';
import { adsTexts } from '../../ads.texts';
import { useGetAdsByIdsQuery } from '../../api/ads.api';
import { readRecentlyViewed } from '../../lib/recently-viewed';

/** Ads this browser viewed, newest first; no call at all without a history. */
export function RecentlyViewedSection() {
  const [ids] = useState(readRecentlyViewed);
  const { data, isLoading } = useGetAdsByIdsQuery(ids, { skip: ids.length === 0 });
  return (
    <Section title={adsTexts.recentlyViewedTitle}>
      <AdGrid ads={ids.length === 0 ? [] : data} isLoading={isLoading} emptyText={adsTexts.emptyRecentlyViewed} skeletonCount={4} />
    </Section>
  );
}
