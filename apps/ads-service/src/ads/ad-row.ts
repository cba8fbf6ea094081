import { type Ad, type AdStatus, type Currency } from '@surimarkt/contracts';
import { type CategoryEntity } from '../categories/category.entity';

/** The columns every public read selects, with the view count from the narrow counter table. */
export const AD_COLUMNS = `a."id", a."title", a."description", a."price", a."currency", a."images", a."location", a."created_at",
  COALESCE(v."views", 0) AS "views", a."category_id", a."subcategory_id", a."contact_phone", a."contact_email", a."featured",
    a."top_listing", a."status", a."updated_at"`;

export const VIEWS_JOIN = `LEFT JOIN "ads"."ad_views" v ON v."ad_id" = a."id"`;

export interface AdRow {
  id: number;
  title: string;
  description: string;
  price: string | null;
  currency: Currency;
  images: string[];
  location: string;
  created_at: Date;
  views: string | number;
  category_id: number;
  subcategory_id: number | null;
  contact_phone: string | null;
  contact_email: string | null;
  featured: boolean;
  top_listing: boolean;
  status: AdStatus;
  updated_at: Date;
}

/** The contract's Ad; category names come from the (cached) category tree. */
export function toAd(row: AdRow, categoryOf: (id: number) => CategoryEntity | undefined): Ad {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price === null ? null : Number(row.price),
    currency: row.currency,
    images: row.images,
    location: row.location,
    createdAt: new Date(row.created_at).toISOString(),
    views: Number(row.views),
    category: categoryOf(row.category_id)?.name ?? '',
    subcategory: row.subcategory_id === null ? null : (categoryOf(row.subcategory_id)?.name ?? null),
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    featured: row.featured,
    topListing: row.top_listing,
    status: row.status,
  };
}
