import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ErrorCode, type Synonym, SYNONYM_MESSAGES as M, type SynonymList } from '@surimarkt/contracts';
import { notFound, rpcError } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { queryTerms } from './search-text';

/** Other replicas see the operator's change within this time; the one that made it, at once. */
const RELOAD_MS = 30_000;

interface SynonymRow {
  id: number;
  term: string;
  synonym: string;
  created_at: Date;
}

/**
 * The operator's synonyms (oto = auto), both ways, by the lemma a search looks them up with: 'auto's' finds what
 * 'auto' finds, so a plural or a Sranan word reaches the same ads. Held in memory; a search never waits on them.
 */
@Injectable()
export class Synonyms implements OnApplicationBootstrap {
  private byLemma = new Map<string, string[]>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /** Loaded after the migrations, before the service takes requests; then refreshed behind the searches, which never wait. */
  onApplicationBootstrap(): Promise<void> {
    return this.load();
  }

  /** The lemmas a search for this lemma also matches (never the lemma itself). */
  of(lemma: string): string[] {
    if (Date.now() - this.loadedAt > RELOAD_MS) void this.load().catch(() => undefined);
    return this.byLemma.get(lemma) ?? [];
  }

  async list(): Promise<SynonymList> {
    const rows: SynonymRow[] = await this.dataSource.query(
      `SELECT "id", "term", "synonym", "created_at" FROM "ads"."search_synonyms" ORDER BY "term", "synonym"`,
    );
    return { synonyms: rows.map(toSynonym) };
  }

  async create(term: string, synonym: string): Promise<{ success: true; message: string; synonym: Synonym }> {
    if (lemmaOf(term) === lemmaOf(synonym)) throw rpcError(ErrorCode.Validation, M.same, { synonym: M.same });
    const [row]: SynonymRow[] = await this.dataSource.query(
      `INSERT INTO "ads"."search_synonyms" ("term", "synonym") VALUES ($1, $2) ON CONFLICT DO NOTHING
       RETURNING "id", "term", "synonym", "created_at"`,
      [term, synonym],
    );
    if (!row) throw rpcError(ErrorCode.Conflict, M.exists);
    await this.load();
    return { success: true, message: M.added, synonym: toSynonym(row) };
  }

  async remove(id: number): Promise<{ success: true; message: string }> {
    const [, count]: [unknown, number] = await this.dataSource.query(`DELETE FROM "ads"."search_synonyms" WHERE "id" = $1`, [id]);
    if (!count) throw notFound(M.notFound);
    await this.load();
    return { success: true, message: M.removed };
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const rows: SynonymRow[] = await this.dataSource.query(`SELECT "term", "synonym" FROM "ads"."search_synonyms"`);
        const byLemma = new Map<string, string[]>();
        const link = (from: string, to: string) => byLemma.set(from, [...new Set([...(byLemma.get(from) ?? []), to])]);
        for (const row of rows) {
          const [a, b] = [lemmaOf(row.term), lemmaOf(row.synonym)];
          if (a === b) continue;
          link(a, b);
          link(b, a);
        }
        this.byLemma = byLemma;
        this.loadedAt = Date.now();
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }
}

/** A word as the search index and the query know it (lower case, accents folded, lemmatised). */
function lemmaOf(word: string): string {
  return queryTerms(word)[0]?.lemma ?? word;
}

function toSynonym(row: SynonymRow): Synonym {
  return { id: row.id, term: row.term, synonym: row.synonym, createdAt: new Date(row.created_at).toISOString() };
}
