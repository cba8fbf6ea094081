import { adsTexts } from '../ads.texts';
import { useListAdsQuery } from '../api/ads.api';
import { AdListPage } from '../components/ad-list-page';
import { NEWEST_LIST } from './lists.page-data';

export function NewestPage() {
  const { data, isLoading, isError } = useListAdsQuery(NEWEST_LIST);
  return (
    <AdListPage title={adsTexts.newestTitle} ads={data?.ads} isLoading={isLoading} isError={isError} emptyText={adsTexts.emptyNewest} />
  );
}
