import { AdDetailPage } from '@/features/ads/pages/ad-detail-page';
import { BidPanel } from '@/features/bids/components/bid-panel';
import { ContactSellerPanel } from '@/features/messages';

/** The ad page with 'Stuur bericht' and the bid form beside it. */
export function AdRoute() {
  return (
    <AdDetailPage
      side={(ad) => (
        <>
          <ContactSellerPanel ad={ad} />
          <BidPanel ad={ad} />
        </>
      )}
    />
  );
}
