import { compoundHead } from './dutch-compounds';
import { lemmatize } from './dutch-lemmatizer';
import { tokenize } from './fold-text';

/** Words a search may drop when the query has other words ('fiets voor kinderen' → fiets, kind). */
const STOPWORDS = new Set([
  'de',
  'het',
  'een',
  'en',
  'of',
  'van',
  'voor',
  'met',
  'in',
  'op',
  'te',
  'aan',
  'bij',
  'naar',
  'om',
  'uit',
  'tot',
  'is',
  'zijn',
  'the',
  'a',
]);

/** A word's lemma, followed by the lemma of its compound head when it has one ('kinderfietsen' → kinderfiets, fiets). */
function indexWords(token: string): string[] {
  const lemma = lemmatize(token);
  const head = compoundHead(lemma);
  return head ? [lemma, lemmatize(head)] : [lemma];
}

/** The text as the search index stores it: folded and lemmatised words (and compound heads), separated by spaces. */
export function toSearchText(text: string): string {
  return tokenize(text).flatMap(indexWords).join(' ');
}

/** The distinct lemmas of a text, for the vocabulary of typo correction. */
export function searchLemmas(text: string): string[] {
  return [...new Set(tokenize(text).flatMap(indexWords))];
}

export interface QueryTerm {
  /** The word as typed, folded. */
  raw: string;
  lemma: string;
}

/** The terms of a search query, stopwords left out unless nothing else remains; at most 8. */
export function queryTerms(query: string): QueryTerm[] {
  const tokens = tokenize(query);
  const meaningful = tokens.filter((t) => !STOPWORDS.has(t));
  return (meaningful.length ? meaningful : tokens).slice(0, 8).map((raw) => ({ raw, lemma: lemmatize(raw) }));
}
