import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { toSearchText } from '../search-text';

/**
 * Each ad's search title carries its category's and subcategory's names from now on (searchColumns): the ads stored
 * before get them appended, one statement per category pair (their own words are already there, lemmatised).
 */
export class IndexCategoryNames1766100100000 implements MigrationInterface {
  name = 'IndexCategoryNames1766100100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const categories: Array<{ id: number; name: string; parent_id: number | null }> = await queryRunner.query(
      `SELECT "id", "name", "parent_id" FROM "ads"."categories"`,
    );
    const nameOf = new Map(categories.map((c) => [c.id, c.name]));
    const pairs = [
      ...categories
        .filter((c) => c.parent_id === null)
        .map((c) => ({ category: c.id, subcategory: null as number | null, names: [c.name] })),
      ...categories
        .filter((c) => c.parent_id !== null)
        .map((c) => ({
          category: c.parent_id as number,
          subcategory: c.id as number | null,
          names: [nameOf.get(c.parent_id!) ?? '', c.name],
        })),
    ];
    for (const pair of pairs) {
      await queryRunner.query(
        `UPDATE "ads"."ads" SET "search_title" = trim("search_title" || ' ' || $3)
          WHERE "category_id" = $1 AND "subcategory_id" IS NOT DISTINCT FROM $2`,
        [pair.category, pair.subcategory, toSearchText(pair.names.join('\n'))],
      );
    }
  }

  async down(): Promise<void> {
    // The appended words cannot be told from the title's own; a search finding a little more is harmless.
  }
}
