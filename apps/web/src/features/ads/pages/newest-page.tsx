import { SaveSearchSlot } from '@/shared/ui/save-search-slot';
import { adsTexts } from '../ads.texts';
import { useListAdsQuery } from '../api/ads.api';
import { AdListPage } from '../components/ad-list-page';
import { NEWEST_LIST } from './lists.page-data';

/** No term and no filter: the saved search of every new ad. */
const EVERY_NEW_AD = {};

export function NewestPage() {
  const { data, isLoading, isError } = useListAdsQuery(NEWEST_LIST);
  return (
    <AdListPage title={adsTexts.newestTitle} ads={data?.ads} isLoading={isLoading} isError={isError} emptyText={adsTexts.emptyNewest}>
      {/* Every new ad, in the daily digest: the page's own 'save this search'. */}
      <SaveSearchSlot query={EVERY_NEW_AD} />
    </AdListPage>
  );
}
