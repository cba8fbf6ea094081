import { type DataSource } from 'typeorm';
import { addToVocabulary, searchColumns } from '../search/search-vocabulary';

/** Writes an approved copy of the first approved (demo) ad under a new title, as an approval would; returns its id. */
export async function insertApprovedAd(db: DataSource, title: string, createdAt = new Date()): Promise<number> {
  const { searchTitle, searchBody } = searchColumns(title, 'Net nagekeken.');
  const [{ id }] = await db.query(
    `INSERT INTO "ads"."ads" ("user_id", "title", "description", "price", "currency", "images", "location", "category_id", "subcategory_id",
       "status", "created_at", "search_title", "search_body")
     SELECT "user_id", $1, 'Net nagekeken.', "price", "currency", "images", "location", "category_id", "subcategory_id", 'approved', $2,
       $3, $4
     FROM "ads"."ads" WHERE "status" = 'approved' ORDER BY "id" LIMIT 1 RETURNING "id"`,
    [title, createdAt, searchTitle, searchBody],
  );
  await addToVocabulary(db.manager, [title, 'Net nagekeken.']);
  return id;
}
