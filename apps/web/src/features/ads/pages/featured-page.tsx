import { sharedTexts } from '@/shared/shared.texts';
import { adsTexts } from '../ads.texts';
import { useGetFeaturedAdsQuery } from '../api/ads.api';
import { AdListPage } from '../components/ad-list-page';
import { FEATURED_LIST } from './lists.page-data';

export function FeaturedPage() {
  const { data, isLoading, isError } = useGetFeaturedAdsQuery(FEATURED_LIST);
  return (
    <AdListPage
      title={adsTexts.featuredTitle}
      ads={data?.ads}
      isLoading={isLoading}
      isError={isError}
      emptyText={adsTexts.emptyFeatured}
      badge={sharedTexts.featuredBadge}
    />
  );
}
