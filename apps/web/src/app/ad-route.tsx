import { AdDetailPage } from '@/features/ads/pages/ad-detail-page';
import { BidPanel } from '@/features/bids/components/bid-panel';
import { ContactSellerPanel } from '@/features/messages/components/contact-seller-panel';
import { PushOffer } from '@/features/push/components/push-offer';
import { ReportAdButton } from '@/features/reports';
import { SellerPanel } from '@/features/sellers';

/**
 * The ad page with the seller, 'Stuur bericht' (and, once a message is sent, the offer of notifications) and the bid
 * form beside it (a sold ad takes neither), and 'Meld deze advertentie'.
 */
export function AdRoute() {
  return (
    <AdDetailPage
      side={(ad) => (
        <>
          <SellerPanel sellerId={ad.sellerId} />
          {ad.status !== 'sold' && <ContactSellerPanel ad={ad} />}
          <PushOffer />
          {ad.status !== 'sold' && <BidPanel ad={ad} />}
          <ReportAdButton ad={ad} />
        </>
      )}
    />
  );
}
