import { HomePage } from '@/features/ads/pages/home-page';
import { BusinessBanner } from '@/features/layout/components/business-banner';
import { RegisterBanner } from '@/features/layout/components/register-banner';

/** Home = the ads sections, then the layout's register and business banners (spec §2 order). */
export function HomeRoute() {
  return (
    <HomePage>
      <RegisterBanner />
      <BusinessBanner />
    </HomePage>
  );
}
