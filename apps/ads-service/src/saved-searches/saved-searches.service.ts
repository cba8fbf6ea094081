import { Injectable } from '@nestjs/common';
import {
  type CreateSavedSearchForUser,
  ErrorCode,
  SAVED_SEARCH_MESSAGES as M,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchList,
  type SavedSearchQuery,
  type SavedSearchWriteResponse,
  type UpdateSavedSearchForUser,
} from '@surimarkt/contracts';
import { formatAmount, InjectEnv, notFound, rpcError } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import { type Env } from '../config/env';
import { savedSearchTerms } from './saved-search-terms';
import { readUnsubscribeToken } from './unsubscribe-token';

interface SavedSearchRow {
  id: number;
  name: string;
  query: SavedSearchQuery;
  frequency: SavedSearch['frequency'];
  active: boolean;
}

const COLUMNS = `"id", "name", "query", "frequency", "active"`;
const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({ ...row });

/** A user's saved searches: only their own (another's id is 'not found'), at most SAVED_SEARCHES_MAX. */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectEnv() private readonly env: Env,
  ) {}

  async list(userId: string): Promise<SavedSearchList> {
    const rows: SavedSearchRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM "ads"."saved_searches" WHERE "user_id" = $1 ORDER BY "id" DESC`,
      [userId],
    );
    return { savedSearches: rows.map(toSavedSearch) };
  }

  async create(dto: CreateSavedSearchForUser): Promise<SavedSearchWriteResponse> {
    const query = compactQuery(dto.query);
    const terms = savedSearchTerms(query.search);
    if (isEverything(query) && dto.frequency !== 'daily') throw rpcError(ErrorCode.BadRequest, M.everythingDailyOnly);
    // The featured ads' page has no filters of its own: 'featured' with a term or filter is no page a shopper saved.
    if (query.featured && Object.keys(query).some((key) => key !== 'featured')) throw rpcError(ErrorCode.BadRequest, M.queryInvalid);
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice)
      throw rpcError(ErrorCode.BadRequest, M.queryInvalid);
    // A category's own filters mean nothing without the category.
    if (query.attr !== undefined && query.categoryId === undefined && query.subcategoryId === undefined)
      throw rpcError(ErrorCode.BadRequest, M.queryInvalid);
    const row = await this.dataSource.transaction(async (manager) => {
      const categories = await this.categoryNames(manager, [query.categoryId, query.subcategoryId]);
      if ([query.categoryId, query.subcategoryId].some((id) => id !== undefined && !categories.has(id)))
        throw rpcError(ErrorCode.BadRequest, M.queryInvalid);
      // The cap is counted under a lock of the user's searches, so two saves at once cannot pass it together.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('saved-searches:' || $1))`, [dto.userId]);
      const [{ count }] = await manager.query(`SELECT count(*)::int AS "count" FROM "ads"."saved_searches" WHERE "user_id" = $1`, [
        dto.userId,
      ]);
      if (count >= SAVED_SEARCHES_MAX) throw rpcError(ErrorCode.Conflict, M.tooMany);
      const name = dto.name || defaultName(query, categories);
      const [saved]: SavedSearchRow[] = await manager.query(
        `INSERT INTO "ads"."saved_searches" ("user_id", "name", "query", "frequency", "term_count", "category_id", "subcategory_id",
           "location", "min_price", "max_price", "price_currency", "terms", "featured")
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $12::varchar[], $13) RETURNING ${COLUMNS}`,
        [
          dto.userId,
          name,
          JSON.stringify(query),
          dto.frequency,
          terms.length,
          query.categoryId ?? null,
          query.subcategoryId ?? null,
          query.location ?? null,
          query.minPrice ?? null,
          query.maxPrice ?? null,
          query.priceCurrency ?? null,
          terms,
          query.featured === true,
        ],
      );
      // Indexed under its rarest word among the ads: every word must be in a matching ad, so that one decides.
      if (terms.length)
        await manager.query(
          `INSERT INTO "ads"."saved_search_terms" ("term", "saved_search_id")
           SELECT t."term", $2 FROM unnest($1::varchar[]) AS t("term") LEFT JOIN "ads"."search_terms" w ON w."word" = t."term"
            ORDER BY COALESCE(w."doc_count", 0), t."term" LIMIT 1`,
          [terms, saved.id],
        );
      return saved;
    });
    return { message: M.saved, savedSearch: toSavedSearch(row) };
  }

  async update(dto: UpdateSavedSearchForUser): Promise<SavedSearchWriteResponse> {
    if (dto.frequency === 'instant') {
      const [own]: { query: SavedSearchQuery }[] = await this.dataSource.query(
        `SELECT "query" FROM "ads"."saved_searches" WHERE "id" = $1 AND "user_id" = $2`,
        [dto.id, dto.userId],
      );
      if (own && isEverything(own.query)) throw rpcError(ErrorCode.BadRequest, M.everythingDailyOnly);
    }
    const [rows]: [SavedSearchRow[], number] = await this.dataSource.query(
      `UPDATE "ads"."saved_searches" SET "name" = COALESCE($3, "name"), "frequency" = COALESCE($4, "frequency"),
         "active" = COALESCE($5, "active")
        WHERE "id" = $1 AND "user_id" = $2 RETURNING ${COLUMNS}`,
      [dto.id, dto.userId, dto.name || null, dto.frequency ?? null, dto.active ?? null],
    );
    if (!rows.length) throw notFound(M.notFound);
    return { message: M.updated, savedSearch: toSavedSearch(rows[0]) };
  }

  async remove(userId: string, id: number): Promise<{ message: string }> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM "ads"."saved_searches" WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId],
    );
    if (!count) throw notFound(M.notFound);
    return { message: M.removed };
  }

  /**
   * The link in an alert, without login: the search is paused (paused already: the same answer), and the answer names
   * it, so a reader with several knows which one stopped. A deleted search has no name left to give.
   */
  async unsubscribe(token: string): Promise<{ message: string }> {
    const id = readUnsubscribeToken(this.env.SESSION_SECRET, token);
    if (id === null) throw rpcError(ErrorCode.BadRequest, M.tokenInvalid);
    const [rows]: [{ name: string }[], number] = await this.dataSource.query(
      `UPDATE "ads"."saved_searches" SET "active" = false WHERE "id" = $1 RETURNING "name"`,
      [id],
    );
    return { message: rows.length ? M.unsubscribedFrom(rows[0].name) : M.unsubscribed };
  }

  private async categoryNames(manager: EntityManager, ids: (number | undefined)[]): Promise<Map<number, string>> {
    const wanted = ids.filter((id): id is number => id !== undefined);
    if (!wanted.length) return new Map();
    const rows: { id: number; name: string }[] = await manager.query(`SELECT "id", "name" FROM "ads"."categories" WHERE "id" = ANY($1)`, [
      wanted,
    ]);
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}

/** The query without empty fields, so equal searches are stored alike. */
function compactQuery(query: SavedSearchQuery): SavedSearchQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([k, v]) => v !== undefined && v !== null && v !== '' && !(k === 'attr' && v === '{}')),
  ) as SavedSearchQuery;
}

/** No term (a blank or stop-word search counts as none) and no filter: every new ad matches (the newest ads' page). */
function isEverything(query: SavedSearchQuery): boolean {
  return !savedSearchTerms(query.search).length && Object.keys(query).every((key) => key === 'search');
}

/**
 * 'fiets · Fietsen · Paramaribo · tot SRD 500,00' when the saver gave no name; 'Alle nieuwe advertenties' for everything,
 * 'Alle uitgelichte advertenties' for the featured ads' page.
 */
function defaultName(query: SavedSearchQuery, categories: Map<number, string>): string {
  if (isEverything(query)) return M.everythingName;
  if (query.featured) return M.featuredName;
  // As the list's filter: bounds without a currency are in euros.
  const currency = query.priceCurrency ?? 'EUR';
  const parts = [
    query.search && `"${query.search}"`,
    query.categoryId !== undefined && categories.get(query.categoryId),
    query.subcategoryId !== undefined && categories.get(query.subcategoryId),
    query.location,
    query.minPrice !== undefined && `vanaf ${formatAmount(query.minPrice, currency)}`,
    query.maxPrice !== undefined && `tot ${formatAmount(query.maxPrice, currency)}`,
    query.attr && 'met kenmerken',
  ].filter(Boolean);
  return parts.join(' · ').slice(0, 60);
}
