import { type Ad, type AdStatus, convertPrice, type Currency, type SaleStatus, SOLD_PAGE_DAYS } from '@surimarkt/contracts';
import { type CategoryEntity } from '../categories/category.entity';

// The data-layer rule (docs/architecture.md): a table that is read and written row by row has a TypeORM entity
// (categories); the ads table is SQL only, for its hand-tuned lists and counters, and its row shape is declared here,
// once. Its columns are in the migrations.

/** The columns every read selects, with the view count from the narrow counter table; `content` names what is shown. */
const adColumns = (content: { title: string; description: string; images: string; status?: string }) =>
  `a."id", ${content.title} AS "title", ${content.description} AS "description", a."price", a."currency", ${content.images} AS "images",
  a."location", a."created_at", COALESCE(v."views", 0) AS "views", a."category_id", a."subcategory_id", a."contact_phone",
  a."contact_email", a."featured", a."top_listing", ${content.status ?? 'a."status"'} AS "status", a."updated_at", a."sale_status",
  a."phone_verified", a."user_id"`;

/** An ad as it is: public reads (approved ads only) and its owner. */
export const AD_COLUMNS = adColumns({ title: 'a."title"', description: 'a."description"', images: 'a."images"' });

const UNDER_REVIEW = `a."status" IN ('pending', 'rejected')`;

/**
 * An ad in someone else's list (favourites, recently viewed, bids): while an edit waits for review (or was rejected),
 * the title and photos last approved and no description, never the unreviewed text.
 */
export const SHOWN_CONTENT = {
  title: `CASE WHEN ${UNDER_REVIEW} THEN COALESCE(a."approved_title", '') ELSE a."title" END`,
  description: `CASE WHEN ${UNDER_REVIEW} THEN '' ELSE a."description" END`,
  images: `CASE WHEN ${UNDER_REVIEW} THEN COALESCE(a."approved_images", '{}') ELSE a."images" END`,
};
export const OTHERS_AD_COLUMNS = adColumns(SHOWN_CONTENT);

/** Whether someone else may see the ad in a list: it was approved at least once (an edit under review shows its last approved version). */
export const SHOWN_TO_OTHERS = `(NOT ${UNDER_REVIEW} OR a."approved_title" IS NOT NULL)`;

export const VIEWS_JOIN = `LEFT JOIN "ads"."ad_views" v ON v."ad_id" = a."id"`;

/** An online ad whose owner's edit waits for review: its page shows the version last approved (PUBLIC_PAGE_COLUMNS). */
const EDIT_UNDER_REVIEW = `(a."status" = 'pending' AND a."approved_description" IS NOT NULL)`;

/**
 * An ad page anyone may read: online (also while an edit of it waits for review), or sold less than SOLD_PAGE_DAYS
 * ago (it then says 'Verkocht').
 */
export const PUBLIC_PAGE = `(a."status" = 'approved' OR ${EDIT_UNDER_REVIEW}
  OR (a."status" = 'sold' AND a."sold_at" > now() - interval '${SOLD_PAGE_DAYS} days'))`;

/**
 * An ad page's columns: the ad as it is, or while an edit waits for review the title, description and photos last
 * approved, shown as online (the price, place and contact details need no review and are current).
 */
export const PUBLIC_PAGE_COLUMNS = adColumns({
  title: `CASE WHEN ${EDIT_UNDER_REVIEW} THEN a."approved_title" ELSE a."title" END`,
  description: `CASE WHEN ${EDIT_UNDER_REVIEW} THEN a."approved_description" ELSE a."description" END`,
  images: `CASE WHEN ${EDIT_UNDER_REVIEW} THEN COALESCE(a."approved_images", '{}') ELSE a."images" END`,
  status: `CASE WHEN ${EDIT_UNDER_REVIEW} THEN 'approved' ELSE a."status" END`,
});

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
  sale_status: SaleStatus;
  phone_verified: boolean;
  user_id: string;
}

/**
 * The contract's Ad; category names come from the (cached) category tree, and the price in the other currency is
 * worked out here at today's rate (no stored column, so a rate change rewrites no ad).
 */
export function toAd(row: AdRow, categoryOf: (id: number) => CategoryEntity | undefined, eurToSrd: number): Ad {
  const price = row.price === null ? null : Number(row.price);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price,
    currency: row.currency,
    convertedPrice: price === null ? null : convertPrice(price, row.currency, eurToSrd),
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
    saleStatus: row.sale_status,
    phoneVerified: row.phone_verified,
    sellerId: row.user_id,
  };
}
