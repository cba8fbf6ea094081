import type { Rating } from '@surimarkt/contracts';
import { once } from '../format/once';
import { sharedTexts } from '../shared.texts';

const STARS = 5;
const averageFormat = once(() => new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/**
 * The words of a rating as the stars show them, or null when nobody reviewed yet: RatingStars renders them, and a kept
 * ad page's fill writes them over an older rating (writeRating), so both say the same.
 */
export function ratingWords(rating: Rating): { label: string; stars: string; figures: string } | null {
  if (rating.count === 0) return null;
  const full = Math.round(rating.average);
  const average = averageFormat().format(rating.average);
  return {
    label: sharedTexts.ratingLabel(average, rating.count),
    stars: '★'.repeat(full) + '☆'.repeat(STARS - full),
    figures: `${average} (${rating.count})`,
  };
}

/**
 * Puts the rating now in place of a server-rendered RatingStars, without React (a guest's page before the app runs):
 * the same elements, classes and words RatingStars renders, so React later finds what it would have rendered.
 */
export function writeRating(shown: Element, rating: Rating): void {
  const words = ratingWords(rating);
  const element = document.createElement('span');
  if (!words) {
    element.className = 'sm-rating sm-rating--none';
    element.textContent = sharedTexts.noReviews;
  } else {
    element.className = 'sm-rating';
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', words.label);
    const stars = document.createElement('span');
    stars.className = 'sm-rating__stars';
    stars.setAttribute('aria-hidden', 'true');
    stars.textContent = words.stars;
    const figures = document.createElement('span');
    figures.setAttribute('aria-hidden', 'true');
    figures.textContent = words.figures;
    element.append(stars, ' ', figures);
  }
  shown.replaceWith(element);
}
