import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { links } from '@/shared/lib/paths';
import { Section } from '@/shared/ui/section';
import { SkeletonGrid } from '@/shared/ui/skeleton-grid';
import { WhenNearViewport } from '@/shared/ui/when-near-viewport';
import { adsTexts } from '../ads.texts';
import { BunkopuSection } from '../components/home/bunkopu-section';
import { FeaturedSection } from '../components/home/featured-section';
import { NewestSection } from '../components/home/newest-section';
import { PropertyCarousel } from '../components/home/property-carousel';
import { QuickCategoryCarousel } from '../components/home/quick-category-carousel';
import { RecentlyViewedSection } from '../components/home/recently-viewed-section';
import { RecommendedSection } from '../components/home/recommended-section';
import '../components/home/home.css';

/**
 * Sections below the fold on a phone: until scrolled near, only their heading and placeholders, so the first screen
 * is not held up by their rendering and API calls. A list with a page of its own links to it from the placeholder too:
 * on a phone without JavaScript the placeholder is what stays.
 */
function Later({ title, allAt, children }: { title: string; allAt?: string; children: ReactNode }) {
  return (
    <WhenNearViewport
      fallback={
        <Section title={title} action={allAt && <Link to={allAt}>{adsTexts.viewAll}</Link>}>
          <SkeletonGrid count={4} />
        </Section>
      }
    >
      {children}
    </WhenNearViewport>
  );
}

/** The home sections in the spec's order; app/ adds the banners (layout feature) after them. */
export function HomePage({ children }: { children?: ReactNode }) {
  useDocumentTitle(null);
  return (
    <div className="sm-home">
      <QuickCategoryCarousel />
      <FeaturedSection />
      <Later title={adsTexts.recommendedTitle} allAt={links.recommended}>
        <RecommendedSection />
      </Later>
      <Later title={adsTexts.recentlyViewedTitle}>
        <RecentlyViewedSection />
      </Later>
      <Later title={adsTexts.bunkopuTitle} allAt={links.bunkopu}>
        <BunkopuSection />
      </Later>
      <Later title={adsTexts.newestTitle} allAt={links.newest}>
        <NewestSection />
      </Later>
      <Later title={adsTexts.propertyTitle}>
        <PropertyCarousel />
      </Later>
      {children}
    </div>
  );
}
