import type { SellerProfile } from '@surimarkt/contracts';
import { readJson } from '@/shared/lib/read-json';
import { writeRating } from '@/shared/ui/rating-words';

/**
 * A kept ad page was rendered when its ad last changed; the seller's rating changes with every review they get since.
 * One small read, and the rating now written where the seller panel shows it. Answers the profile as now shown (only
 * the rating is taken: the rest of the panel stays as rendered), for the app's store to start from.
 */
export async function fillSellerRating(shown: SellerProfile, signal?: AbortSignal): Promise<SellerProfile> {
  const now = await readJson<SellerProfile>(`/api/users/${encodeURIComponent(shown.id)}/profile`, signal);
  // Stopped when the app starts first: it reads the profile itself once it has the page.
  if (signal?.aborted || !now) return shown;
  const { rating } = now;
  if (rating.count === shown.rating.count && rating.average === shown.rating.average) return shown;
  const element = document.querySelector('.sm-seller .sm-rating');
  if (element) writeRating(element, rating);
  return { ...shown, rating };
}
