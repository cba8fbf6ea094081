import type { Ad } from '@surimarkt/contracts';
import { AdGrid } from '@/shared/ui/ad-grid';
import { adsTexts } from '../ads.texts';
import { useListAdsQuery } from '../api/ads.api';

const SHOWN = 4;

/** Under a sold ad: what the visitor may buy instead, newest first from the same (sub)category. */
export function SimilarAds({ ad }: { ad: Ad }) {
  const categoryId = ad.subcategoryId ?? ad.categoryId;
  const { data, isLoading } = useListAdsQuery({ categoryId, limit: SHOWN + 1, sortBy: 'newest' });
  const ads = data?.ads.filter((other) => other.id !== ad.id).slice(0, SHOWN);
  return (
    <section className="sm-ad__similar" aria-labelledby="similar-ads">
      <h2 id="similar-ads">{adsTexts.similarTitle}</h2>
      <AdGrid ads={ads} isLoading={isLoading} emptyText={adsTexts.emptyAds} skeletonCount={SHOWN} />
    </section>
  );
}
