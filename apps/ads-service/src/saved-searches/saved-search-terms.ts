import { queryTerms } from '../search/search-text';

/** A search's words as the index stores an ad's: folded and lemmatised, each once ('Fietsen' → fiets). */
export function savedSearchTerms(search: string | undefined): string[] {
  return search ? [...new Set(queryTerms(search).map((t) => t.lemma))] : [];
}

/** An ad's words from its search columns (already folded and lemmatised, compound heads included). */
export function adWords(searchTitle: string, searchBody: string): string[] {
  return [...new Set(`${searchTitle} ${searchBody}`.split(' ').filter(Boolean))];
}
