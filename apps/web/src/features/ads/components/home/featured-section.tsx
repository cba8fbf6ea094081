import { useState } from 'react';
import { Link } from 'react-router-dom';
import { links } from '@/shared/lib/paths';
import { sharedTexts } from '@/shared/shared.texts';
import { AdGrid } from '@/shared/ui/ad-grid';
import { Section } from '@/shared/ui/section';
import { adsTexts } from '../../ads.texts';
import { useGetFeaturedAdsQuery } from '../../api/ads.api';
import { HOME_FEATURED } from './home.page-data';

/** Spec §9: starts with 10, 'Laad meer' adds 10; the newest 20 stand in when nothing is featured. */
const STEP = 10;

export function FeaturedSection() {
  const { data, isLoading } = useGetFeaturedAdsQuery(HOME_FEATURED);
  const [visible, setVisible] = useState(STEP);
  const ads = data?.ads;
  return (
    <Section title={adsTexts.featuredTitle} action={<Link to={links.featured}>{adsTexts.viewAll}</Link>}>
      <AdGrid
        ads={ads?.slice(0, visible)}
        isLoading={isLoading}
        emptyText={adsTexts.emptyFeatured}
        skeletonCount={STEP}
        badgeFor={() => sharedTexts.featuredBadge}
        eagerCount={2}
      />
      {ads && ads.length > visible && (
        <div className="sm-more">
          <button type="button" className="sm-btn" onClick={() => setVisible((v) => v + STEP)}>
            {adsTexts.loadMore}
          </button>
        </div>
      )}
    </Section>
  );
}
