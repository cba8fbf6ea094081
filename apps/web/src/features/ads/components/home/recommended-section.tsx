import { Link } from 'react-router-dom';
import { links } from '@/shared/lib/paths';
import { sharedTexts } from '@/shared/shared.texts';
import { AdGrid } from '@/shared/ui/ad-grid';
import { Section } from '@/shared/ui/section';
import { adsTexts } from '../../ads.texts';
import { useListAdsQuery } from '../../api/ads.api';

export function RecommendedSection() {
  const { data, isLoading } = useListAdsQuery({ featured: true, limit: 6 });
  return (
    <Section title={adsTexts.recommendedTitle} action={<Link to={links.recommended}>{adsTexts.viewAll}</Link>}>
      <AdGrid
        ads={data?.ads}
        isLoading={isLoading}
        emptyText={adsTexts.emptyRecommended}
        skeletonCount={4}
        badgeFor={() => sharedTexts.recommendedBadge}
      />
    </Section>
  );
}
