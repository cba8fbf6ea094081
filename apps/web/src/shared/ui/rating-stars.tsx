import type { Rating } from '@surimarkt/contracts';
import { sharedTexts } from '../shared.texts';

const STARS = 5;
// Made once: building a number format costs more than a page's render of the stars.
const averageFormat = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Five stars filled to the nearest whole, with the average and the count ('★★★★☆ 4,2 (5)'); plain text, no library. */
export function RatingStars({ rating }: { rating: Rating }) {
  if (rating.count === 0) return <span className="sm-rating sm-rating--none">{sharedTexts.noReviews}</span>;
  const full = Math.round(rating.average);
  const average = averageFormat.format(rating.average);
  return (
    // role="img": one picture with one name ('4,2 van 5 sterren, 5 beoordelingen'); a bare span may carry no label.
    <span className="sm-rating" role="img" aria-label={sharedTexts.ratingLabel(average, rating.count)}>
      <span className="sm-rating__stars" aria-hidden="true">
        {'★'.repeat(full)}
        {'☆'.repeat(STARS - full)}
      </span>{' '}
      <span aria-hidden="true">
        {average} ({rating.count})
      </span>
    </span>
  );
}
