import { type DataSource } from 'typeorm';
import { searchColumns } from './search-vocabulary';

/** Ads re-indexed per statement after a category is renamed. */
const REINDEX_BATCH = 1000;

interface CategoryName {
  id: number;
  name: string;
  parent_id: number | null;
}

/** The names an ad in `categoryId` (and `subcategoryId`) is found by, from the category rows. */
export function namesOfCategories(categories: readonly CategoryName[], categoryId: number, subcategoryId: number | null): string[] {
  const byId = new Map(categories.map((c) => [c.id, c.name]));
  return [byId.get(categoryId), subcategoryId === null ? undefined : byId.get(subcategoryId)].filter((name): name is string => !!name);
}

/**
 * Indexes the ads of a category again, after its name changed: their search title carries the category's names
 * (searchColumns). In batches by id, each its own statement, so a big category never holds a long lock; an ad
 * written meanwhile was indexed with the new name already.
 */
export async function reindexCategoryAds(dataSource: DataSource, categoryId: number): Promise<number> {
  const categories: CategoryName[] = await dataSource.query(`SELECT "id", "name", "parent_id" FROM "ads"."categories"`);
  let done = 0;
  for (let after = 0; ;) {
    const ads: Array<{ id: number; title: string; category_id: number; subcategory_id: number | null }> = await dataSource.query(
      `SELECT "id", "title", "category_id", "subcategory_id" FROM "ads"."ads"
        WHERE ("category_id" = $1 OR "subcategory_id" = $1) AND "id" > $2 ORDER BY "id" LIMIT ${REINDEX_BATCH}`,
      [categoryId, after],
    );
    if (!ads.length) return done;
    const titles = ads.map(
      (ad) => searchColumns(ad.title, '', namesOfCategories(categories, ad.category_id, ad.subcategory_id)).searchTitle,
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
