import { Link } from 'react-router-dom';
import { formatDate } from '@/shared/format/dates';
import { links } from '@/shared/lib/paths';
import { RatingStars } from '@/shared/ui/rating-stars';
import { useGetSellerProfileQuery } from '../api/sellers.api';
import { sellersTexts as t } from '../sellers.texts';
import './sellers.css';

/** On the ad page: who sells it, their rating and badges, and the way to their public page. */
export function SellerPanel({ sellerId }: { sellerId: string }) {
  const { data: seller } = useGetSellerProfileQuery(sellerId);
  if (!seller) return null;
  return (
    <div className="sm-ad__panel sm-seller">
      <h2>{t.seller}</h2>
      <p className="sm-seller__name">
        <strong>{seller.displayName}</strong> <RatingStars rating={seller.rating} />
      </p>
      <p className="sm-seller__meta">
        {t.memberSince(formatDate(seller.memberSince))}
        {seller.verified.email && <span> · ✔ {t.emailVerified}</span>}
        {seller.verified.phone && <span> · ✔ {t.phoneVerified}</span>}
      </p>
      <Link to={links.seller(seller.id)} className="sm-seller__link">
        {t.viewProfile} →
      </Link>
    </div>
  );
}
