import { sharedTexts } from '@/shared/shared.texts';
import { adsTexts } from '../ads.texts';
import { useListAdsQuery } from '../api/ads.api';
import { AdListPage } from '../components/ad-list-page';
import { RECOMMENDED_LIST } from './lists.page-data';

export function RecommendedPage() {
  const { data, isLoading, isError } = useListAdsQuery(RECOMMENDED_LIST);
  return (
    <AdListPage
      title={adsTexts.recommendedTitle}
      ads={data?.ads}
      isLoading={isLoading}
      isError={isError}
      emptyText={adsTexts.emptyRecommended}
      badge={sharedTexts.recommendedBadge}
    />
  );
}
