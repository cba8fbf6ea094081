import { RATE_DECIMALS } from '@surimarkt/contracts';
import { type EntityManager } from 'typeorm';
import { adWords } from './saved-search-terms';

export interface MatchedSearch {
  id: number;
  userId: string;
  frequency: 'instant' | 'daily';
  /** The category filters ('kenmerken') the ad must also have, checked after this match (see SavedSearchAlerts). */
  attr: string | null;
  /** The featured ads' page: matched by a featured ad only, and recorded when the ad gets featured. */
  featured: boolean;
}

export interface AdForMatching {
  id: number;
  user_id: string;
  category_id: number;
  subcategory_id: number | null;
  location: string;
  price: string | null;
  currency: string;
  search_title: string;
  search_body: string;
  featured: boolean;
}

/** The ad as matching reads it, only while it is online (approved and not sold). */
export async function adForMatching(manager: EntityManager, adId: number): Promise<AdForMatching | undefined> {
  const [ad] = await manager.query(
    `SELECT "id", "user_id", "category_id", "subcategory_id", "location", "price", "currency", "search_title", "search_body",
            "featured"
       FROM "ads"."ads" WHERE "id" = $1 AND "status" = 'approved' AND "sale_status" <> 'sold'`,
    [adId],
  );
  return ad;
}

/**
 * The active searches of other users that the ad matches, without reading every search: those keyed on one of the
 * ad's words (each search under its rarest word) whose words are all among the ad's words, plus wordless searches found
 * by the ad's category (or, without category, by place); then the filters of each candidate. The featured ads' page
 * is matched apart, by a featured ad only. A categoryId may be a
 * main category or a subcategory (a subcategory's list page sends its own id), as in the list's filter. A price range
 * compares the ad's price converted at today's rate `eurToSrd`, as the list's price filter does (its currency EUR
 * when the search names none).
 */
export async function matchingSearches(manager: EntityManager, ad: AdForMatching, eurToSrd: number): Promise<MatchedSearch[]> {
  // Both sides in the same currency, by multiplying only (exact in numeric): an SRD price against a EUR bound is
  // compared with the bound × the rate, a EUR price against an SRD bound is multiplied by the rate.
  const bound = (column: string) =>
    `${column} * (CASE WHEN $6 = 'SRD' AND COALESCE(s."price_currency", 'EUR') = 'EUR' THEN $8::numeric ELSE 1 END)`;
  const price = `$5::numeric * (CASE WHEN $6 = 'EUR' AND s."price_currency" = 'SRD' THEN $8::numeric ELSE 1 END)`;
  const filters = `s."active" AND s."user_id" <> $1 AND NOT s."featured"
    AND (s."category_id" IS NULL OR s."category_id" = $2 OR s."category_id" = $3)
    AND (s."subcategory_id" IS NULL OR s."subcategory_id" = $3)
    AND (s."location" IS NULL OR s."location" = $4)
    AND (s."min_price" IS NULL OR ${price} >= ${bound('s."min_price"')})
    AND (s."max_price" IS NULL OR ${price} <= ${bound('s."max_price"')})`;
  const columns = `s."id", s."user_id", s."frequency", s."query"->>'attr' AS "attr", s."featured"`;
  const rows: { id: number; user_id: string; frequency: MatchedSearch['frequency']; attr: string | null; featured: boolean }[] =
    await manager.query(
      // The keyed ids as an array: the planner then reads those searches by primary key instead of scanning them all.
      `SELECT ${columns} FROM "ads"."saved_searches" s
      WHERE s."id" = ANY(ARRAY(SELECT "saved_search_id" FROM "ads"."saved_search_terms" WHERE "term" = ANY($7::varchar[])))
        AND s."terms" <@ $7::varchar[] AND ${filters}
     UNION
     SELECT ${columns} FROM "ads"."saved_searches" s
      WHERE s."term_count" = 0 AND (s."category_id" = $2 OR s."category_id" = $3) AND ${filters}
     UNION
     SELECT ${columns} FROM "ads"."saved_searches" s
      WHERE s."term_count" = 0 AND s."subcategory_id" = $3 AND ${filters}
     UNION
     SELECT ${columns} FROM "ads"."saved_searches" s
      WHERE s."term_count" = 0 AND s."category_id" IS NULL AND s."subcategory_id" IS NULL AND ${filters}
     UNION
     SELECT ${columns} FROM "ads"."saved_searches" s
      WHERE $9::boolean AND s."featured" AND s."active" AND s."user_id" <> $1`,
      [
        ad.user_id,
        ad.category_id,
        ad.subcategory_id ?? -1,
        ad.location,
        ad.price,
        ad.currency,
        adWords(ad.search_title, ad.search_body),
        eurToSrd.toFixed(RATE_DECIMALS),
        ad.featured,
      ],
    );
  return rows.map((r) => ({ id: r.id, userId: r.user_id, frequency: r.frequency, attr: r.attr, featured: r.featured }));
}
