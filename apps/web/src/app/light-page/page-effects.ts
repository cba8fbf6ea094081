import type { Ad, Category, ExchangeRate, SellerProfile } from '@surimarkt/contracts';
import { parseAdId } from '@/features/ads/lib/ad-id';
import { fillAdPage } from '@/features/ads/lib/fill-ad-page';
import { cleanSearchTerm } from '@/features/search/lib/search-term';
import { fillSellerRating } from '@/features/sellers/lib/fill-seller-rating';
import { findCategory } from '@/shared/lib/category-tree';
import { keepAdOffline, reportVisitor } from '@/shared/lib/offline-copies';
import { markRanAtPageStart } from '@/shared/lib/page-start-effects';
import { addRecentlyViewed } from '@/shared/lib/recently-viewed';
import { sendActivities } from '@/shared/lib/send-activities';
import type { TrackEventPayload } from '@/shared/lib/track-event';
import { findQuery, type PageState, writePageState } from './page-state';

const AD_PATH = /^\/ad\/(\d{1,10})\/?$/;
const CATEGORY_PATH = /^\/(?:categorie|category)\/([^/]+)\/?$/;
const SEARCH_PATH = /^\/zoeken\/?$/;

/** The search that led here from our own search page (a full page load carries no router state, the referrer does). */
function searchThatLedHere(): string | null {
  try {
    const from = new URL(document.referrer);
    return from.origin === location.origin && SEARCH_PATH.test(from.pathname)
      ? cleanSearchTerm(from.searchParams.get('q')).slice(0, 200) || null
      : null;
  } catch {
    return null;
  }
}

/** What the page's view means for the analytics: the page, and its ad, category or search. */
function activitiesOf(state: PageState, ad: Ad | undefined): TrackEventPayload[] {
  const events: TrackEventPayload[] = [{ actionType: 'page_view', actionData: { page: location.pathname } }];
  if (ad) {
    const searchQuery = searchThatLedHere();
    events.push({
      actionType: 'view_ad',
      actionData: { ad_id: ad.id, ad_title: ad.title, ...(searchQuery ? { search_query: searchQuery } : {}) },
    });
  }
  const slug = CATEGORY_PATH.exec(location.pathname)?.[1] ?? (location.pathname.replace(/\/$/, '') === '/autos' ? 'autos' : null);
  const categories = findQuery(state, 'getCategories')?.data as Category[] | undefined;
  const category = slug && categories ? findCategory(categories, decodeURIComponent(slug)) : undefined;
  if (category) events.push({ actionType: 'view_category', actionData: { category_id: category.id, category_name: category.name } });
  const term = SEARCH_PATH.test(location.pathname) ? cleanSearchTerm(new URLSearchParams(location.search).get('q')) : '';
  if (term) events.push({ actionType: 'search', actionData: { query: term, filters: {} } });
  return events;
}

/**
 * What the app would do on a guest's server-rendered page, done without it: the view counted, the ad kept in the
 * recently viewed list and for reading offline, and a kept ad page's rate, views and seller rating brought up to date
 * (in the page and in its state, which the app starts from if the visitor reaches for it). Resolves when the page is
 * filled, or at once when `signal` stops it (the app is starting: it reads them itself).
 */
export async function runPageEffects(state: PageState, signal?: AbortSignal): Promise<void> {
  const adId = parseAdId(AD_PATH.exec(location.pathname)?.[1]);
  const adQuery = adId === null ? undefined : findQuery(state, 'getAd', adId);
  const ad = adQuery?.data as Ad | undefined;
  const events = activitiesOf(state, ad);
  markRanAtPageStart(events.map((event) => event.actionType));
  void sendActivities(events);
  if (!ad || !adQuery) return;
  addRecentlyViewed(ad.id);
  reportVisitor(null);
  keepAdOffline(ad);
  const rateQuery = findQuery(state, 'getExchangeRate');
  const sellerQuery = findQuery(state, 'getSellerProfile', ad.sellerId);
  const [now, seller] = await Promise.all([
    fillAdPage({ ad, rate: rateQuery?.data as ExchangeRate | undefined }, signal),
    sellerQuery && fillSellerRating(sellerQuery.data as SellerProfile, signal),
  ]);
  adQuery.data = now.ad;
  if (rateQuery) rateQuery.data = now.rate;
  if (sellerQuery) sellerQuery.data = seller;
  writePageState(state);
}
