import { type AdStatus, type Currency } from './ads.constants';
import { type Ad } from './ads.types';

// Posting and owning ads (public spec 7; accounts spec 2.6, 3, 7; CONTRACT.md). Writes need a session: 401 for a
// guest, 403 for someone else's ad. Prices are integer cents.

/** POST /api/upload-images (multipart, field `images`, at most 5 files of at most 5 MB, images checked by content). */
export interface UploadImagesResponse {
  /** One url per uploaded photo, in the order sent; each has card and detail variants (see the web app's image-url helper). */
  urls: string[];
}

/**
 * POST /api/photo-uploads/{id}/photo, once a resumable (tus) upload at /api/photo-uploads has all its bytes: the photo
 * checked and stored in every width, as one url of UploadImagesResponse. Asking again answers the same url.
 */
export interface FinishedPhotoUpload {
  url: string;
}

/** Body of POST /api/ads (public spec 3, "Ad creation payload"). images: urls returned by the upload, cover first. */
export interface CreateAdRequest {
  title: string;
  description: string;
  price: number | null;
  currency: Currency;
  categoryId: number;
  subcategoryId?: number | null;
  location: string;
  phone: string;
  email?: string | null;
  agreeToTerms: boolean;
  images: string[];
  /** The category's filter fields (field → value); the required ones must be there. */
  attributes?: Record<string, string | number | boolean>;
}

/** Body of PATCH /api/ads/{id} (accounts spec 7): a changed title, description or photo sends the ad back to review. */
export interface UpdateAdRequest {
  title: string;
  description: string;
  price: number;
  currency: Currency;
  location: string;
  categoryId: number;
  subcategoryId: number | null;
  phone: string;
  images?: string[];
}

/** POST /api/ads and PATCH /api/ads/{id} answer the ad as its owner sees it. */
export interface AdWriteResponse {
  success: true;
  message: string;
  ad: OwnAd;
}

/** An ad as its owner (and the back-office) sees it: any status, with the rejection reason and expiry. */
export interface OwnAd extends Ad {
  /** Why the back-office rejected it (null unless rejected). */
  rejectionReason: string | null;
  /** Banned words found by the automatic check, while it waits for review. */
  flaggedWords: string[];
  /** When it goes (or went) offline: 30 days after approval or renewal. */
  expiresAt: string | null;
  updatedAt: string;
  /** In the owner's list: the bids waiting for their decision. */
  pendingBids?: number;
}

/** GET /api/ads/user: the owner's ads, every status, newest first. */
export interface OwnAdList {
  ads: OwnAd[];
  total: number;
}

/** GET /api/user/statistics (accounts spec 3). averageRating is null: the product has no ratings. */
export interface UserStatistics {
  totalAds: number;
  activeAds: number;
  pendingAds: number;
  rejectedAds: number;
  expiredAds: number;
  totalViews: number;
  averageRating: number | null;
}

/*
 * The calls:
 *   POST   /api/upload-images            (session) multipart images        → UploadImagesResponse
 *   POST   /api/ads                      (session) CreateAdRequest         → 201 AdWriteResponse (status pending)
 *   GET    /api/ads/user                 (session)                         → OwnAdList
 *   GET    /api/user/statistics          (session)                         → UserStatistics
 *   PATCH  /api/ads/{id}                 (owner)   UpdateAdRequest         → AdWriteResponse
 *   DELETE /api/ads/{id}                 (owner, or the back-office)       → { success, message }
 *   POST   /api/ads/{id}/renew           (owner, expired ads only)         → AdWriteResponse
 *   PATCH  /api/ads/{id}/status          (back-office: admin-token)        { status, reason? } → { success, message, ad: OwnAd }
 */
export type AdStatusChange = { status: AdStatus; reason?: string };
