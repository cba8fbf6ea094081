// The dimensions of the daily rollups, as SQL over rows shaped like "analytics"."activities" (the table itself, or the
// rows a batch has just inserted). One definition, used by the migration's backfill, the batch writer and the bench.
// Days are Suriname's (UTC-3), as the operator reads them.

const DAY = `("occurred_at" AT TIME ZONE 'America/Paramaribo')::date`;

/** (day, dimension, key, count) for rows in the relation `source`. */
export function rollupSelect(source: string): string {
  return `SELECT "day", "dimension", "key", count(*) AS "count" FROM (
      SELECT ${DAY} AS "day", 'all' AS "dimension", '' AS "key" FROM ${source}
      UNION ALL SELECT ${DAY}, 'action', "action_type" FROM ${source}
      UNION ALL SELECT ${DAY}, 'country', "country" FROM ${source}
      UNION ALL SELECT ${DAY}, 'search', left(lower(btrim("action_data"->>'query')), 200) FROM ${source}
        WHERE "action_type" = 'search' AND btrim(coalesce("action_data"->>'query', '')) <> ''
      UNION ALL SELECT ${DAY}, 'category', "action_data"->>'category_id' FROM ${source}
        WHERE "action_type" = 'view_category' AND "action_data" ? 'category_id'
    ) AS "dimensions" GROUP BY 1, 2, 3`;
}

// An ad id as the events carry it; older records were stored before the fields were checked, so it is guarded here.
const AD_ID = `("action_data"->>'ad_id')::int`;
const HAS_AD_ID = `("action_data"->>'ad_id') ~ '^[1-9][0-9]{0,8}$'`;

/** (ad_id, day, dimension, key, count) for the business dashboard: views and their audience, contact clicks by method. */
export function adRollupSelect(source: string): string {
  return `SELECT "ad_id", "day", "dimension", "key", count(*) AS "count" FROM (
      SELECT ${AD_ID} AS "ad_id", ${DAY} AS "day", 'view' AS "dimension", '' AS "key" FROM ${source} WHERE "action_type" = 'view_ad' AND
        ${HAS_AD_ID}
      UNION ALL SELECT ${AD_ID}, ${DAY}, 'country', "country" FROM ${source} WHERE "action_type" = 'view_ad' AND ${HAS_AD_ID}
      UNION ALL SELECT ${AD_ID}, ${DAY}, 'district', "district" FROM ${source}
        WHERE "action_type" = 'view_ad' AND ${HAS_AD_ID} AND "district" IS NOT NULL
      UNION ALL SELECT ${AD_ID}, ${DAY}, 'search', left(lower(btrim("action_data"->>'search_query')), 200) FROM ${source}
        WHERE "action_type" = 'view_ad' AND ${HAS_AD_ID} AND btrim(coalesce("action_data"->>'search_query', '')) <> ''
      UNION ALL SELECT ${AD_ID}, ${DAY}, 'contact', "action_data"->>'contact_method' FROM ${source}
        WHERE "action_type" = 'contact_click' AND ${HAS_AD_ID} AND "action_data" ? 'contact_method'
    ) AS "dimensions" GROUP BY 1, 2, 3, 4`;
}

/** How long before an ad view a visitor's search with the same term makes it 'found by that search'. */
const SEARCH_LEADS_WITHIN = `interval '30 minutes'`;

/**
 * The per-ad events of `source` a seller's figures may count, each with its visitor: a view (with the viewer's
 * country and district), a contact click by method, and the search term that led to a view, only when the same
 * visitor's search for that term was recorded shortly before (in `searches`, or in this batch's `batch`).
 */
export function adEventsSelect(source: string, batch: string): string {
  const term = (expression: string) => `left(lower(btrim(${expression})), 200)`;
  const searched = (table: string) => `EXISTS (SELECT 1 FROM ${table} s WHERE s."action_type" = 'search' AND s."visitor" = e."visitor"
        AND s."occurred_at" BETWEEN e."occurred_at" - ${SEARCH_LEADS_WITHIN} AND e."occurred_at"
        AND ${term(`s."action_data"->>'query'`)} = ${term(`e."action_data"->>'search_query'`)})`;
  return `SELECT ${AD_ID} AS "ad_id", ${DAY} AS "day", 'view' AS "dimension", '' AS "key", "visitor", "country", "district"
        FROM ${source} WHERE "action_type" = 'view_ad' AND ${HAS_AD_ID} AND "visitor" IS NOT NULL
      UNION ALL SELECT ${AD_ID}, ${DAY}, 'contact', "action_data"->>'contact_method', "visitor", NULL, NULL FROM ${source}
        WHERE "action_type" = 'contact_click' AND ${HAS_AD_ID} AND "action_data" ? 'contact_method' AND "visitor" IS NOT NULL
      UNION ALL SELECT ${AD_ID}, ${DAY}, 'search', ${term(`"action_data"->>'search_query'`)}, "visitor", NULL, NULL FROM ${source} e
        WHERE "action_type" = 'view_ad' AND ${HAS_AD_ID} AND "visitor" IS NOT NULL
          AND btrim(coalesce("action_data"->>'search_query', '')) <> ''
          AND (${searched(batch)} OR ${searched('"analytics"."activities"')})`;
}

/** (ad_id, day, dimension, key, count) of the first events per visitor that `firsts` holds (see adEventsSelect). */
export function adFirstsRollupSelect(firsts: string): string {
  return `SELECT "ad_id", "day", "dimension", "key", count(*) AS "count" FROM (
      SELECT "ad_id", "day", "dimension", "key" FROM ${firsts}
      UNION ALL SELECT "ad_id", "day", 'country', "country" FROM ${firsts} WHERE "dimension" = 'view'
      UNION ALL SELECT "ad_id", "day", 'district', "district" FROM ${firsts} WHERE "dimension" = 'view' AND "district" IS NOT NULL
    ) AS "dimensions" GROUP BY 1, 2, 3, 4`;
}

/** (day, visitor): a logged-in user by id, a guest by the shortened address. */
export function visitorsSelect(source: string): string {
  return `SELECT DISTINCT ${DAY} AS "day", coalesce('u:' || "user_id", 'a:' || "ip_prefix", 'a:?') AS "visitor" FROM ${source}`;
}

export const ROLLUP_FROM_ACTIVITIES_SQL = `INSERT INTO "analytics"."daily_counts" ("day", "dimension", "key", "count")
  ${rollupSelect('"analytics"."activities"')}`;
export const AD_ROLLUP_FROM_ACTIVITIES_SQL = `INSERT INTO "analytics"."ad_daily_counts" ("ad_id", "day", "dimension", "key", "count")
  ${adRollupSelect('"analytics"."activities"')}`;
export const VISITORS_FROM_ACTIVITIES_SQL = `INSERT INTO "analytics"."daily_visitors" ("day", "visitor")
  ${visitorsSelect('"analytics"."activities"')}`;

/** Each visitor's last day, from the daily visitor rows (backfill and bench). */
export const VISITORS_LAST_SEEN_FROM_DAILY_SQL = `INSERT INTO "analytics"."visitors" ("visitor", "last_day")
  SELECT "visitor", max("day") FROM "analytics"."daily_visitors" GROUP BY "visitor"
  ON CONFLICT ("visitor") DO UPDATE SET "last_day" = greatest("visitors"."last_day", EXCLUDED."last_day")`;

/** Visitors per day as a rollup count (backfill and bench). */
export const VISITOR_COUNTS_FROM_DAILY_SQL = `INSERT INTO "analytics"."daily_counts" ("day", "dimension", "key", "count")
  SELECT "day", 'visitors', '', count(*) FROM "analytics"."daily_visitors" GROUP BY "day"
  ON CONFLICT ("dimension", "day", "key") DO UPDATE SET "count" = EXCLUDED."count"`;
