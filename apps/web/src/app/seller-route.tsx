import { ReportReviewButton } from '@/features/reports';
import { SellerPage } from '@/features/sellers';

/** /verkoper/{id}: the seller's public page; each review can be reported. */
export function SellerRoute() {
  return <SellerPage renderReviewActions={(review) => <ReportReviewButton reviewId={review.id} />} />;
}
