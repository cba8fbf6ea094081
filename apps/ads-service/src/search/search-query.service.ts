import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { damerauLevenshtein } from './damerau-levenshtein';
import { dutchWords } from './dutch-dictionary';
import { queryTerms, type QueryTerm } from './search-text';

/** How many nearest vocabulary words (by trigram distance) are checked for a typo. */
const TYPO_CANDIDATES = 30;

/** A vocabulary word with its count and, when it is hot, from when its postings are complete. */
const KNOWN_WORD = `t."word", t."doc_count", ht."since"::text AS "title_since", hb."since"::text AS "body_since"
  FROM "ads"."search_terms" t
  LEFT JOIN "ads"."search_hot_words" ht ON ht."word" = t."word" AND ht."in_title"
  LEFT JOIN "ads"."search_hot_words" hb ON hb."word" = t."word" AND NOT hb."in_title"`;

/** How a search is answered (see AdsService.search). */
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
  constructor(private readonly dataSource: DataSource) {}

  /** Loads the Dutch dictionary at start, not during the first visitor's search. */
  onModuleInit(): void {
    dutchWords();
  }

  /** The plan of a search, or null when the query holds no word at all. */
  async plan(search: string): Promise<SearchPlan | null> {
    const terms = queryTerms(search);
    if (terms.length === 0) return null;
    const known = await this.knownWords(terms.map((t) => t.lemma));
    const parts: TermPart[] = [];
    for (const [index, term] of terms.entries()) {
      const canPrefix = index === terms.length - 1 && term.raw.length >= 3;
      parts.push(await this.termPart(term, known.get(term.lemma), canPrefix));
    }
    const rarest = parts.reduce((a, b) => (b.ads < a.ads ? b : a));
    return { query: parts.map((p) => p.text).join(' & '), titleQuery: rarest.title, rarestAds: rarest.ads, hot: rarest.hot };
  }

  private async termPart(term: QueryTerm, known: KnownWord | undefined, canPrefix: boolean): Promise<TermPart> {
    if (known?.title_since && known.body_since) {
      // A hot word has ads enough of its own: no prefix matches on top, so its postings answer the search.
      const hot = { word: known.word, titleSince: known.title_since, bodySince: known.body_since };
      return { text: known.word, title: `${known.word}:A`, ads: known.doc_count, hot };
    }
    if (known) {
      return canPrefix
        ? { text: `(${known.word} | ${term.raw}:*)`, title: `(${known.word}:A | ${term.raw}:*A)`, ads: known.doc_count }
        : { text: known.word, title: `${known.word}:A`, ads: known.doc_count };
    }
    if (canPrefix && (await this.hasPrefix(term.raw))) return { text: `${term.raw}:*`, title: `${term.raw}:*A`, ads: Number.POSITIVE_INFINITY };
    const corrected = await this.correctTypo(term);
    if (corrected.length === 0) return { text: term.lemma, title: `${term.lemma}:A`, ads: 0 };
    // One correction is searched as if typed (a hot word's postings included).
    if (corrected.length === 1) return this.termPart(term, corrected[0], false);
    return {
      text: `(${corrected.map((c) => c.word).join(' | ')})`,
      title: `(${corrected.map((c) => `${c.word}:A`).join(' | ')})`,
      ads: corrected.reduce((sum, c) => sum + c.doc_count, 0),
    };
  }

  private async knownWords(words: string[]): Promise<Map<string, KnownWord>> {
    const rows: KnownWord[] = await this.dataSource.query(`SELECT ${KNOWN_WORD} WHERE t."word" = ANY($1)`, [words]);
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
    const rows: KnownWord[] = await this.dataSource.query(`SELECT ${KNOWN_WORD} ORDER BY t."word" OPERATOR(public.<->) $1 LIMIT ${TYPO_CANDIDATES}`, [term.raw]);
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
