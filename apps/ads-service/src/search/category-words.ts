import { type DataSource } from 'typeorm';
import { searchColumns } from './search-vocabulary';

/** Ads re-indexed per statement after a category is renamed. */
const REINDEX_BATCH = 1000;

/**
 * Indexes the ads of a category again, after its name changed: their search title carries the category's names
 * (searchColumns). In batches by id, each its own statement, so a big category never holds a long lock; an ad
 * written meanwhile was indexed with the new name already.
 */
export async function reindexCategoryAds(dataSource: DataSource, categoryId: number): Promise<number> {
  const categories: Array<{ id: number; name: string }> = await dataSource.query(`SELECT "id", "name" FROM "ads"."categories"`);
  const nameOf = new Map(categories.map((c) => [c.id, c.name]));
  let done = 0;
  for (let after = 0; ;) {
    const ads: Array<{ id: number; title: string; category_id: number; subcategory_id: number | null }> = await dataSource.query(
      `SELECT "id", "title", "category_id", "subcategory_id" FROM "ads"."ads"
        WHERE ("category_id" = $1 OR "subcategory_id" = $1) AND "id" > $2 ORDER BY "id" LIMIT ${REINDEX_BATCH}`,
      [categoryId, after],
    );
    if (!ads.length) return done;
    const titles = ads.map(
      (ad) => searchColumns(ad.title, '', [nameOf.get(ad.category_id), nameOf.get(ad.subcategory_id ?? 0)]).searchTitle,
    );
    await dataSource.query(
      `UPDATE "ads"."ads" a SET "search_title" = t."search_title" FROM unnest($1::int[], $2::text[]) AS t("id", "search_title")
        WHERE a."id" = t."id"`,
      [ads.map((ad) => ad.id), titles],
    );
    done += ads.length;
    after = ads[ads.length - 1].id;
  }
}
