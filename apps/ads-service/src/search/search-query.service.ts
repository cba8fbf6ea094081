import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { damerauLevenshtein } from './damerau-levenshtein';
import { dutchWords } from './dutch-dictionary';
import { queryTerms, type QueryTerm } from './search-text';

/** How many nearest vocabulary words (by trigram distance) are checked for a typo. */
const TYPO_CANDIDATES = 30;

/**
 * Turns what a visitor typed into a tsquery over our lemmatised index: every term must match (AND), the last
 * one also as a prefix while typing, and a word we have never indexed is replaced by its closest known words.
 */
@Injectable()
export class SearchQueryService implements OnModuleInit {
  constructor(private readonly dataSource: DataSource) {}

  /** Loads the Dutch dictionary at start, not during the first visitor's search. */
  onModuleInit(): void {
    dutchWords();
  }

  /** The tsquery text (for to_tsquery('simple', ...)), or null when the query holds no word at all. */
  async toTsQuery(search: string): Promise<string | null> {
    const terms = queryTerms(search);
    if (terms.length === 0) return null;
    const known = await this.knownWords(terms.map((t) => t.lemma));
    const parts: string[] = [];
    for (const [index, term] of terms.entries()) {
      const isLast = index === terms.length - 1;
      const canPrefix = isLast && term.raw.length >= 3;
      if (known.has(term.lemma)) {
        parts.push(canPrefix ? `(${term.lemma} | ${term.raw}:*)` : term.lemma);
      } else if (canPrefix && (await this.hasPrefix(term.raw))) {
        parts.push(`${term.raw}:*`);
      } else {
        const corrected = await this.correctTypo(term);
        parts.push(corrected.length > 0 ? `(${corrected.join(' | ')})` : term.lemma);
      }
    }
    return parts.join(' & ');
  }

  private async knownWords(words: string[]): Promise<Set<string>> {
    const rows: Array<{ word: string }> = await this.dataSource.query(`SELECT "word" FROM "ads"."search_terms" WHERE "word" = ANY($1)`, [words]);
    return new Set(rows.map((r) => r.word));
  }

  private async hasPrefix(raw: string): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT 1 FROM "ads"."search_terms" WHERE "word" LIKE $1 LIMIT 1`, [`${raw}%`]);
    return rows.length > 0;
  }

  /**
   * The closest known words within 1 edit (short words) or 2, ties broken by how many ads use them. A real Dutch
   * word is never "corrected": that we have no ad with 'olifant' does not make it a typo of something else.
   */
  private async correctTypo(term: QueryTerm): Promise<string[]> {
    const dictionary = dutchWords();
    if (dictionary.has(term.raw) || dictionary.has(term.lemma) || term.raw.length < 3 || /^\d+$/.test(term.raw)) return [];
    const rows: Array<{ word: string; doc_count: number }> = await this.dataSource.query(
      `SELECT "word", "doc_count" FROM "ads"."search_terms" ORDER BY "word" OPERATOR(public.<->) $1 LIMIT ${TYPO_CANDIDATES}`,
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
      .slice(0, 3)
      .map((r) => r.word);
  }
}
