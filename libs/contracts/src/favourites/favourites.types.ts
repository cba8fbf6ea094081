import { type Ad } from '../ads/ads.types';

// Favourites (public spec 6-8; accounts spec 2.7, 3). A guest gets 401; the heart asks them to log in.
//   GET    /api/favorites/{adId}  → FavouriteStatus
//   POST   /api/favorites         { adId } → FavouriteStatus (adding twice is fine)
//   DELETE /api/favorites/{adId}  → FavouriteStatus (removing one that is not there is fine)
//   GET    /api/favorites         → FavouriteList (newest first; an ad that went offline stays listed with its status)
//   GET    /api/favorites/ids     → FavouriteIds (every heart's ad id, newest first: the hearts of a whole list in one call)

export interface FavouriteStatus {
  isFavorite: boolean;
}

export interface FavouriteIds {
  adIds: number[];
}

/** The most ad ids GET /api/favorites/ids answers (newest hearts first). */
export const FAVOURITE_IDS_MAX = 10_000;

export interface FavouriteAd extends Ad {
  favoriteAddedAt: string;
}

export interface FavouriteList {
  ads: FavouriteAd[];
  total: number;
}
