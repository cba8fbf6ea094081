import { type AdStatus, type Currency } from '../ads/ads.constants';

// Recently viewed, kept on the server for a logged-in user (accounts spec 2.10, 3), merged with the browser's list at
// login. At most 10 per user, newest first (public spec 3).
//   GET    /api/user/recently-viewed            → RecentlyViewedList
//   POST   /api/user/recently-viewed            { adIds: number[] } (the browser's list, newest first) → RecentlyViewedList
//   DELETE /api/user/recently-viewed            → clears the history → RecentlyViewedList
//   DELETE /api/user/recently-viewed/{adId}     → removes one → RecentlyViewedList
// Viewing an ad page while logged in records it too.

export interface RecentlyViewedItem {
  id: number;
  title: string;
  price: number | null;
  currency: Currency;
  location: string;
  images: string[];
  viewedAt: string;
  /** How often this user opened it. */
  viewCount: number;
  status: AdStatus;
  categoryName: string;
}

export interface RecentlyViewedList {
  items: RecentlyViewedItem[];
  total: number;
}
