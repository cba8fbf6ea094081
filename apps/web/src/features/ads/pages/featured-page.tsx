import { SaveSearchSlot } from '@/shared/ui/save-search-slot';
import { sharedTexts } from '@/shared/shared.texts';
import { adsTexts } from '../ads.texts';
import { useGetFeaturedAdsQuery } from '../api/ads.api';
import { AdListPage } from '../components/ad-list-page';
import { FEATURED_LIST } from './lists.page-data';

/** The featured ads' page's own 'save this search': every ad that gets featured. */
const EVERY_FEATURED_AD = { featured: true } as const;

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
    >
      <SaveSearchSlot query={EVERY_FEATURED_AD} />
    </AdListPage>
  );
}
