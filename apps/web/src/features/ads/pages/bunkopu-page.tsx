import { SaveSearchSlot } from '@/shared/ui/save-search-slot';
import { adsTexts } from '../ads.texts';
import { useListAdsQuery } from '../api/ads.api';
import { AdListPage } from '../components/ad-list-page';
import { useBunkopuCategory } from '../hooks/use-bunkopu-category';
import { BUNKOPU_FALLBACK_MAX_CENTS } from '../lib/bunkopu';

export function BunkopuPage() {
  const { category, isLoading: isCategoryLoading } = useBunkopuCategory();
  const params = category ? { categoryId: category.id, limit: 100 } : { maxPrice: BUNKOPU_FALLBACK_MAX_CENTS, limit: 100 };
  const { data, isLoading, isError } = useListAdsQuery(params, { skip: isCategoryLoading });
  return (
    <AdListPage
      title={adsTexts.bunkopuTitle}
      subtitle={adsTexts.bunkopuSubtitle}
      ads={data?.ads}
      isLoading={isCategoryLoading || isLoading}
      isError={isError}
      emptyText={adsTexts.emptyBunkopu}
    >
      {/* Alerts for the Bunkopu Seri category (without it, for cheap ads: the same cap as the list). */}
      <SaveSearchSlot query={category ? { categoryId: category.id } : { maxPrice: BUNKOPU_FALLBACK_MAX_CENTS }} />
    </AdListPage>
  );
}
