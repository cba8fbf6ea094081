import { adsTexts } from '../ads.texts';
import { useListAdsQuery } from '../api/ads.api';
import { AdListPage } from '../components/ad-list-page';

export function NewestPage() {
  const { data, isLoading, isError } = useListAdsQuery({ limit: 100, sortBy: 'newest' });
  return <AdListPage title={adsTexts.newestTitle} ads={data?.ads} isLoading={isLoading} isError={isError} emptyText={adsTexts.emptyNewest} />;
}
