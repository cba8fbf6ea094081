import { type AdStatus, type Currency } from './ads.constants';

/** An ad as the API returns it (contract: "Ad"). Prices are integer cents. */
export interface Ad {
  id: number;
  title: string;
  description: string;
  price: number | null;
  currency: Currency;
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
  status: AdStatus;
}

export interface AdList {
  ads: Ad[];
  total: number;
}

export interface SitemapEntry {
  path: string;
  updatedAt: string;
}
