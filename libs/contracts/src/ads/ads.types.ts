import { type AdStatus, type Currency, type SaleStatus } from './ads.constants';
import { type ConvertedPrice } from '../exchange-rate/exchange-rate.types';

/** An ad as the API returns it (contract: "Ad"). Prices are integer cents. */
export interface Ad {
  id: number;
  title: string;
  description: string;
  price: number | null;
  currency: Currency;
  /** The price in the other currency at today's rate (null without a price). */
  convertedPrice: ConvertedPrice | null;
  /** Photo urls, cover first. Each has a small card variant: see thumbnailUrl in the web app. */
  images: string[];
  location: string;
  createdAt: string;
  views: number;
  category: string;
  subcategory: string | null;
  categoryId: number;
  subcategoryId: number | null;
  contact_phone: string | null;
  contact_email: string | null;
  featured: boolean;
  /** A business package's top listing: shown first on its category's list. */
  topListing: boolean;
  status: AdStatus;
  /** 'reserved' is still listed, with a badge; a sold ad's page says 'Verkocht' for SOLD_PAGE_DAYS days. */
  saleStatus: SaleStatus;
  /** The ad's contact phone is its owner's number that passed the SMS code check (contract: phoneVerified). */
  phoneVerified: boolean;
  /** The owner, for their public profile at /verkoper/{sellerId}. */
  sellerId: string;
  /** The values of the category's filters (field → value); on the ad page's read only. */
  attributes?: Record<string, string | number | boolean>;
  /** Why the operator rejected it: on the ad page's read by its owner only (the public never sees a rejected ad). */
  rejectionReason?: string | null;
}

export interface AdList {
  ads: Ad[];
  /**
   * How many ads match, capped so no page view counts a million rows: at most 10,000 for a list, and for a
   * search the number of ranked matches (the newest 500). Show it as "10.000+" when it reaches the cap.
   */
  total: number;
}

/**
 * `GET /api/ads/facets`: for each value of a filter, how many ads the query gives with that value instead of its own
 * (a category's count with every filter but the category). Each count, and the total, is capped as the list's total
 * for the same query is (AdList.total), so it equals that total; at the cap it reads "10.000+" (a search: "500+").
 */
export interface AdFacets {
  total: number;
  /** The cap of every count here: a count equal to it means at least this many. */
  cap: number;
  /** Every category, main and sub (a subcategory names its main one), in the tree's order; none left out at 0. */
  categories: Array<{ id: number; name: string; parentId: number | null; count: number }>;
  /** Every district, in the list's order. */
  locations: Array<{ name: string; count: number }>;
  /** The bands of PRICE_BANDS in the query's price currency, in cents of it (max null: open above). */
  priceBands: Array<{ min: number; max: number | null; count: number }>;
  /** The total with one filter left out (every category, every district, any price or none): what a dead end offers. */
  without: { category: number; location: number; price: number };
  /** A search without results: the same words spelt as the ads spell them ('fietz bank' → 'fiets bank'), if any. */
  suggestion?: string;
  /**
   * Counting took longer than the ads-service allows (a common word at a million ads): no count is given (the lists
   * are empty, the numbers 0) and the page shows its filters without counts. Asked again, it is counted again a
   * minute later.
   */
  uncounted?: true;
}

export interface AdViews {
  views: number;
}

export interface PublicAdIdsRequest {
  afterId: number;
  limit: number;
}

export interface SitemapEntry {
  path: string;
  updatedAt: string;
}

/** One run of the orphan-photos job: uploads of the last week looked at, and those removed with their widths. */
export interface OrphanPhotosRemoval {
  checked: number;
  removed: number;
}

/** One pass of the photo widths backfill (the 'photo-widths' job, and every start of the ads-service). */
export interface PhotoWidthsFill {
  /** Different photos looked at. */
  photos: number;
  /** Variants made and stored now. */
  made: number;
  /** Photos an ad names that are not in the storage (nothing to make their widths from). */
  missing: number;
  /** Photos that could not be read as images. */
  failed: number;
  /** Another replica was at it: this pass did nothing. */
  isBusy: boolean;
}
