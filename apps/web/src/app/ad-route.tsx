import { AdDetailPage } from '@/features/ads/pages/ad-detail-page';
import { BidPanel } from '@/features/bids/components/bid-panel';

/** The ad page with the bid form beside it. */
export function AdRoute() {
  return <AdDetailPage side={(ad) => <BidPanel ad={ad} />} />;
}
