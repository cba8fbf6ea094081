/**
 * Any page may offer 'Plaats Advertentie' or 'Nieuwe advertentie'; the app (root layout) owns the one post-ad
 * modal. Features signal it through this browser event instead of importing the posting feature.
 */
export const OPEN_POST_AD_EVENT = 'sm:open-post-ad';

export function openPostAd(): void {
  window.dispatchEvent(new Event(OPEN_POST_AD_EVENT));
}
