import { sharedTexts } from '../../../shared/shared.texts';
import { adsTexts } from '../ads.texts';
import { useGetFeaturedAdsQuery } from '../api/ads.api';
import { AdListPage } from '../components/ad-list-page';

/** Spec §7/§9: 50 featured ads, the 50 newest when none is featured. */
export function FeaturedPage() {
  const { data, isLoading, isError } = useGetFeaturedAdsQuery({ limit: 50, fallbackLimit: 50 });
  return <AdListPage title={adsTexts.featuredTitle} ads={data?.ads} isLoading={isLoading} isError={isError} emptyText={adsTexts.emptyFeatured} badge={sharedTexts.featuredBadge} />;
}
