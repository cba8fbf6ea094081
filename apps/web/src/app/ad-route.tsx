import { AdDetailPage } from '@/features/ads/pages/ad-detail-page';
import { BidPanel } from '@/features/bids/components/bid-panel';
import { ReportAdButton } from '@/features/reports';

/** The ad page with the bid form beside it, and 'Meld deze advertentie' below. */
export function AdRoute() {
  return (
    <AdDetailPage
      side={(ad) => (
        <>
          <BidPanel ad={ad} />
          <ReportAdButton ad={ad} />
        </>
      )}
    />
  );
}
