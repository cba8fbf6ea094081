import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { BunkopuSection } from '../components/home/bunkopu-section';
import { FeaturedSection } from '../components/home/featured-section';
import { NewestSection } from '../components/home/newest-section';
import { PropertyCarousel } from '../components/home/property-carousel';
import { QuickCategoryCarousel } from '../components/home/quick-category-carousel';
import { RecentlyViewedSection } from '../components/home/recently-viewed-section';
import { RecommendedSection } from '../components/home/recommended-section';
import '../components/home/home.css';

/** The home sections in the spec's order; app/ adds the banners (layout feature) after them. */
export function HomePage({ children }: { children?: ReactNode }) {
  useDocumentTitle(null);
  return (
    <div className="sm-home">
      <QuickCategoryCarousel />
      <FeaturedSection />
      <RecommendedSection />
      <RecentlyViewedSection />
      <BunkopuSection />
      <NewestSection />
      <PropertyCarousel />
      {children}
    </div>
  );
}
