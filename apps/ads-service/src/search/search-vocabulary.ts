import { type EntityManager } from 'typeorm';
import { searchLemmas, toSearchText } from './search-text';

/**
 * The search columns of an ad, to be written together with its title and description. Its category's and
 * subcategory's names are indexed as if in its title: a shopper's 'auto' means the Autos category, whose pick-ups
 * and buses never say 'auto' themselves, and an ad in the category a word names ranks with the title matches, above
 * a word in some other ad's description.
 */
export function searchColumns(
  title: string,
  description: string,
  categoryNames: readonly (string | null | undefined)[] = [],
): { searchTitle: string; searchBody: string } {
  const titleWords = [title, ...categoryNames.filter((name): name is string => !!name)].join('\n');
  return { searchTitle: toSearchText(titleWords), searchBody: toSearchText(description) };
}

/** Counts the lemmas of newly written ads into the vocabulary that typo correction uses. */
export async function addToVocabulary(manager: EntityManager, texts: string[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const word of searchLemmas(text)) if (word.length <= 60) counts.set(word, (counts.get(word) ?? 0) + 1);
  if (counts.size === 0) return;
  await manager.query(
    `INSERT INTO "ads"."search_terms" ("word", "doc_count")
     SELECT * FROM unnest($1::varchar[], $2::int[])
     ON CONFLICT ("word") DO UPDATE SET "doc_count" = "search_terms"."doc_count" + EXCLUDED."doc_count"`,
    [[...counts.keys()], [...counts.values()]],
  );
}

/** Rebuilds the whole vocabulary from the index itself, after a bulk load. */
export async function rebuildVocabulary(manager: EntityManager): Promise<void> {
  await manager.query(`TRUNCATE "ads"."search_terms"`);
  await manager.query(
    `INSERT INTO "ads"."search_terms" ("word", "doc_count")
     SELECT "word", "ndoc" FROM ts_stat('SELECT "search_vector" FROM "ads"."ads"') WHERE length("word") <= 60`,
  );
}
