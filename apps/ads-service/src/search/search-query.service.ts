import { Injectable, type OnModuleInit } from '@nestjs/common';
import { preparedQuery } from '@surimarkt/server';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { damerauLevenshtein } from './damerau-levenshtein';
import { dutchWords } from './dutch-dictionary';
import { queryTerms, type QueryTerm } from './search-text';
import { Synonyms } from './synonyms.service';

/** How many nearest vocabulary words (by trigram distance) are checked for a typo. */
const TYPO_CANDIDATES = 30;
/** What an unknown word turned out to be is remembered this long, for at most this many words (see plan). */
const UNKNOWN_TTL_MS = 60_000;
const UNKNOWN_REMEMBERED = 5000;

/** A vocabulary word with its count and, when it is hot, from when its postings are complete. */
const KNOWN_WORD = `t."word", t."doc_count", ht."since"::text AS "title_since", hb."since"::text AS "body_since"
  FROM "ads"."search_terms" t
  LEFT JOIN "ads"."search_hot_words" ht ON ht."word" = t."word" AND ht."in_title"
  LEFT JOIN "ads"."search_hot_words" hb ON hb."word" = t."word" AND NOT hb."in_title"`;

/** How a search is answered (see ListingsService.search). */
export interface SearchPlan {
  /** The tsquery text (for to_tsquery('simple', ...)) every match satisfies. */
  query: string;
  /** Its rarest term in the title only: a match of this comes first. */
  titleQuery: string;
  /** How many ads the rarest term may match, from the vocabulary (infinite for a prefix). */
  rarestAds: number;
  /** When the rarest term is a hot word: its postings, complete after these times (exclusive, as PostgreSQL text). */
  hot?: { word: string; titleSince: string; bodySince: string };
}

interface KnownWord {
  word: string;
  doc_count: number;
  title_since: string | null;
  body_since: string | null;
}

/** What a word missing from the vocabulary is: the start of known words while typing, or a typo of some. */
interface UnknownWord {
  isPrefix: boolean;
  corrections: string[];
}

/** One term of the query as tsquery text, with the number of ads it may match (to pick the rarest). */
interface TermPart {
  text: string;
  title: string;
  ads: number;
  hot?: SearchPlan['hot'];
}

/**
 * Turns what a visitor typed into a plan over our lemmatised index: every term must match (AND), the last one
 * also as a prefix while typing, and a word we have never indexed is replaced by its closest known words.
 */
@Injectable()
export class SearchQueryService implements OnModuleInit {
  private readonly unknown = new LRUCache<string, UnknownWord>({ max: UNKNOWN_REMEMBERED, ttl: UNKNOWN_TTL_MS });

  constructor(
    private readonly dataSource: DataSource,
    private readonly synonyms: Synonyms,
  ) {}

  /** Loads the Dutch dictionary at start, not during the first visitor's search. */
  onModuleInit(): void {
    dutchWords();
  }

  /**
   * The plan of a search, or null when the query holds no word at all. Words of the vocabulary are looked up for
   * every search (a hot word's lists change); what an unknown word turned out to be (a prefix, a typo of which
   * words) is remembered for a minute, so a repeated typo costs one lookup instead of three queries in a row. A
   * remembered typo never hides a word that has since come into the vocabulary: the word itself is looked up too.
   */
  async plan(search: string): Promise<SearchPlan | null> {
    const terms = queryTerms(search);
    if (terms.length === 0) return null;
    const canPrefix = (index: number) => index === terms.length - 1 && terms[index].raw.length >= 3;
    const remembered = terms.map((term, index) => this.unknown.get(unknownKey(term, canPrefix(index))));
    const synonyms = terms.map((term) => this.synonyms.of(term.lemma));
    const known = await this.knownWords([
      ...terms.map((t) => t.lemma),
      ...remembered.flatMap((r) => r?.corrections ?? []),
      ...synonyms.flat(),
    ]);
    const parts: TermPart[] = [];
    for (const [index, term] of terms.entries()) {
      const alike = synonymPart(term, synonyms[index], known);
      if (alike) {
        parts.push(alike);
        continue;
      }
      const word = known.get(term.lemma);
      if (word) {
        parts.push(knownPart(term, word, canPrefix(index)));
        continue;
      }
      const unknown = remembered[index] ?? (await this.learnUnknown(term, canPrefix(index), known));
      parts.push(unknownPart(term, unknown, known));
    }
    const rarest = parts.reduce((a, b) => (b.ads < a.ads ? b : a));
    return { query: parts.map((p) => p.text).join(' & '), titleQuery: rarest.title, rarestAds: rarest.ads, hot: rarest.hot };
  }

  /**
   * For a search that found nothing: the words as the ads spell them, each word no ad uses replaced by its closest
   * word in the vocabulary (within the typo distance; a Dutch word too, which plan leaves as typed). Null when no word
   * changes.
   */
  async suggest(search: string): Promise<string | null> {
    const terms = queryTerms(search);
    const known = await this.knownWords(terms.map((t) => t.lemma));
    let isChanged = false;
    const words: string[] = [];
    for (const term of terms) {
      const closest = known.has(term.lemma) || term.raw.length < 3 ? undefined : (await this.closestWords(term))[0];
      isChanged ||= closest !== undefined;
      words.push(closest?.word ?? term.raw);
    }
    return isChanged ? words.join(' ') : null;
  }

  /** Finds out what an unknown word is and remembers it; its corrections' vocabulary rows join `known`. */
  private async learnUnknown(term: QueryTerm, canPrefix: boolean, known: Map<string, KnownWord>): Promise<UnknownWord> {
    const isPrefix = canPrefix && (await this.hasPrefix(term.raw));
    const corrections = isPrefix ? [] : await this.correctTypo(term);
    for (const word of corrections) known.set(word.word, word);
    const unknown = { isPrefix, corrections: corrections.map((c) => c.word) };
    this.unknown.set(unknownKey(term, canPrefix), unknown);
    return unknown;
  }

  private async knownWords(words: string[]): Promise<Map<string, KnownWord>> {
    // Key lookups whatever the words: a prepared statement, planned once per connection.
    const rows = await preparedQuery<KnownWord>(this.dataSource, `SELECT ${KNOWN_WORD} WHERE t."word" = ANY($1)`, [words]);
    return new Map(rows.map((r) => [r.word, r]));
  }

  private async hasPrefix(raw: string): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT 1 FROM "ads"."search_terms" WHERE "word" LIKE $1 LIMIT 1`, [`${raw}%`]);
    return rows.length > 0;
  }

  /**
   * The closest known words within 1 edit (short words) or 2, ties broken by how many ads use them. A real Dutch
   * word is never "corrected": that we have no ad with 'olifant' does not make it a typo of something else.
   */
  private async correctTypo(term: QueryTerm): Promise<KnownWord[]> {
    const dictionary = dutchWords();
    if (dictionary.has(term.raw) || dictionary.has(term.lemma) || term.raw.length < 3 || /^\d+$/.test(term.raw)) return [];
    return this.closestWords(term);
  }

  /** The closest vocabulary words within 1 edit (short words) or 2, the most used first (at most 3). */
  private async closestWords(term: QueryTerm): Promise<KnownWord[]> {
    const rows: KnownWord[] = await this.dataSource.query(
      `SELECT ${KNOWN_WORD} ORDER BY t."word" OPERATOR(public.<->) $1 LIMIT ${TYPO_CANDIDATES}`,
      [term.raw],
    );
    const maxDistance = term.raw.length <= 4 ? 1 : 2;
    const scored = rows
      .map((r) => ({ ...r, distance: Math.min(damerauLevenshtein(term.raw, r.word), damerauLevenshtein(term.lemma, r.word)) }))
      .filter((r) => r.distance <= maxDistance);
    if (scored.length === 0) return [];
    const best = Math.min(...scored.map((r) => r.distance));
    return scored
      .filter((r) => r.distance === best)
      .sort((a, b) => b.doc_count - a.doc_count)
      .slice(0, 3);
  }
}

function unknownKey(term: QueryTerm, canPrefix: boolean): string {
  return `${term.raw}|${term.lemma}|${canPrefix}`;
}

/** A word of the vocabulary as tsquery text. */
function knownPart(term: QueryTerm, known: KnownWord, canPrefix: boolean): TermPart {
  if (known.title_since && known.body_since) {
    // A hot word has ads enough of its own: no prefix matches on top, so its postings answer the search.
    const hot = { word: known.word, titleSince: known.title_since, bodySince: known.body_since };
    return { text: known.word, title: `${known.word}:A`, ads: known.doc_count, hot };
  }
  return canPrefix
    ? { text: `(${known.word} | ${term.raw}:*)`, title: `(${known.word}:A | ${term.raw}:*A)`, ads: known.doc_count }
    : { text: known.word, title: `${known.word}:A`, ads: known.doc_count };
}

/**
 * A word with synonyms in the vocabulary (oto → auto): any of them matches, the typed word too when ads use it. A
 * word with synonyms is a whole word, so no prefix. One word in use is searched as if typed (a hot word keeps its
 * postings, so 'oto' costs what 'auto' costs). Null when no synonym is in use: the word takes its ordinary way.
 */
function synonymPart(term: QueryTerm, synonyms: string[], known: Map<string, KnownWord>): TermPart | null {
  const used = synonyms.flatMap((word) => known.get(word) ?? []);
  if (used.length === 0) return null;
  const own = known.get(term.lemma);
  const words = own ? [own, ...used] : used;
  if (words.length === 1) return knownPart(term, words[0], false);
  return {
    text: `(${words.map((w) => w.word).join(' | ')})`,
    title: `(${words.map((w) => `${w.word}:A`).join(' | ')})`,
    ads: words.reduce((sum, w) => sum + w.doc_count, 0),
  };
}

/** A word outside the vocabulary: a prefix while typing, else its closest known words, else itself (no match). */
function unknownPart(term: QueryTerm, unknown: UnknownWord, known: Map<string, KnownWord>): TermPart {
  if (unknown.isPrefix) return { text: `${term.raw}:*`, title: `${term.raw}:*A`, ads: Number.POSITIVE_INFINITY };
  const corrected = unknown.corrections.flatMap((word) => known.get(word) ?? []);
  if (corrected.length === 0) return { text: term.lemma, title: `${term.lemma}:A`, ads: 0 };
  // One correction is searched as if typed (a hot word's postings included).
  if (corrected.length === 1) return knownPart(term, corrected[0], false);
  return {
    text: `(${corrected.map((c) => c.word).join(' | ')})`,
    title: `(${corrected.map((c) => `${c.word}:A`).join(' | ')})`,
    ads: corrected.reduce((sum, c) => sum + c.doc_count, 0),
  };
}
