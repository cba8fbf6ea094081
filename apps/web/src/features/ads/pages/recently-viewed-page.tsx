import { useState } from 'react';
import { adsTexts } from '../ads.texts';
import { useGetAdsByIdsQuery } from '../api/ads.api';
import { AdListPage } from '../components/ad-list-page';
import { readRecentlyViewed } from '../lib/recently-viewed';

export function RecentlyViewedPage() {
  const [ids] = useState(readRecentlyViewed);
  const { data, isLoading, isError } = useGetAdsByIdsQuery(ids, { skip: ids.length === 0 });
  return <AdListPage title={adsTexts.recentlyViewedTitle} ads={ids.length === 0 ? [] : data} isLoading={isLoading} isError={isError} emptyText={adsTexts.emptyRecentlyViewed} />;
}
