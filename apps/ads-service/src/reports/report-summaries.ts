/**
 * The summing-up columns of one reported ad or review (alias r, grouped by `key`): how many, the reasons the most
 * frequent first, the newest report's time and the reporters' texts, newest first.
 */
export const summaryColumns = (table: 'ad_reports' | 'review_reports', key: 'ad_id' | 'review_id') =>
  `count(*)::int AS "count", max(r."created_at") AS "lastAt",
   array_remove(array_agg(r."text" ORDER BY r."created_at" DESC), NULL) AS "texts",
   (SELECT array_agg(x."reason" ORDER BY x."n" DESC, x."reason") FROM (
      SELECT o."reason", count(*) AS "n" FROM "ads"."${table}" o WHERE o."${key}" = r."${key}" GROUP BY o."reason") x) AS "reasons"`;
