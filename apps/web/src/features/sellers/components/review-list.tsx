import type { Review } from '@surimarkt/contracts';
import type { ReactNode } from 'react';
import { formatDate } from '@/shared/format/dates';
import { RatingStars } from '@/shared/ui/rating-stars';
import { sellersTexts as t } from '../sellers.texts';

/** The published reviews about someone, newest first; what may be done with one (report it) app/ plugs in. */
export function ReviewList({ reviews, renderActions }: { reviews: Review[]; renderActions?: (review: Review) => ReactNode }) {
  if (reviews.length === 0) return <p className="sm-seller__empty">{t.noReviews}</p>;
  return (
    <ul className="sm-reviews">
      {reviews.map((review) => (
        <li key={review.id} className="sm-reviews__item">
          <RatingStars rating={{ average: review.rating, count: 1 }} />
          <p className="sm-reviews__text">{review.text}</p>
          <small>
            {review.reviewerName} · {t.roles[review.role]} · {formatDate(review.createdAt)}
          </small>
          {renderActions?.(review)}
        </li>
      ))}
    </ul>
  );
}
