import { AdDetailPage } from '@/features/ads/pages/ad-detail-page';
import { BidPanel } from '@/features/bids/components/bid-panel';
import { ReportAdButton } from '@/features/reports';
import { SellerPanel } from '@/features/sellers';

/** The ad page with the seller and the bid form beside it (a sold ad takes no more bids), and 'Meld deze advertentie'. */
export function AdRoute() {
  return (
    <AdDetailPage
      side={(ad) => (
        <>
          <SellerPanel sellerId={ad.sellerId} />
          {ad.status !== 'sold' && <BidPanel ad={ad} />}
          <ReportAdButton ad={ad} />
        </>
      )}
    />
  );
}
