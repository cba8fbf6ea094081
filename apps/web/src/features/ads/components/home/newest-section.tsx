import { Link } from 'react-router-dom';
import { links } from '@/shared/lib/paths';
import { AdGrid } from '@/shared/ui/ad-grid';
import { Section } from '@/shared/ui/section';
import { adsTexts } from '../../ads.texts';
import { useListAdsQuery } from '../../api/ads.api';

/** 'Nieuwste Advertenties': the first 4, with 'Bekijk alles' to the full list. */
export function NewestSection() {
  const { data, isLoading } = useListAdsQuery({ limit: 4, sortBy: 'newest' });
  return (
    <Section title={adsTexts.newestTitle} action={<Link to={links.newest}>{adsTexts.viewAll}</Link>}>
      <AdGrid ads={data?.ads} isLoading={isLoading} emptyText={adsTexts.emptyAds} skeletonCount={4} />
    </Section>
  );
}
