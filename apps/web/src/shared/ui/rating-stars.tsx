import type { Rating } from '@surimarkt/contracts';
import { sharedTexts } from '../shared.texts';
import { ratingWords } from './rating-words';

/** Five stars filled to the nearest whole, with the average and the count ('★★★★☆ 4,2 (5)'); plain text, no library. */
export function RatingStars({ rating }: { rating: Rating }) {
  const words = ratingWords(rating);
  if (!words) return <span className="sm-rating sm-rating--none">{sharedTexts.noReviews}</span>;
  return (
    // role="img": one picture with one name ('4,2 van 5 sterren, 5 beoordelingen'); a bare span may carry no label.
    // writeRating (rating-words.ts) builds the same elements on a kept page: change both together.
    <span className="sm-rating" role="img" aria-label={words.label}>
      <span className="sm-rating__stars" aria-hidden="true">
        {words.stars}
      </span>{' '}
      <span aria-hidden="true">{words.figures}</span>
    </span>
  );
}
