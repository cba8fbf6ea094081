import { SellerPage } from '@/features/sellers';

/** /verkoper/{id}: the seller's public page. */
export function SellerRoute() {
  return <SellerPage />;
}
