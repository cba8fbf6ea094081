import { Injectable } from '@nestjs/common';
import {
  DRAFT_LIMITS,
  DRAFT_MESSAGES as M,
  type Draft,
  type DraftForUser,
  type DraftList,
  type DraftWriteResponse,
  ErrorCode,
} from '@surimarkt/contracts';
import { badRequest, notFound, rpcError } from '@surimarkt/server';
import { DataSource } from 'typeorm';

interface DraftRow {
  id: number;
  title: string;
  description: string;
  price: string | null;
  currency: Draft['currency'];
  location: string;
  form_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}
const COLUMNS = `"id", "title", "description", "price", "currency", "location", "form_data", "created_at", "updated_at"`;

const toDraft = (row: DraftRow): Draft => ({
  id: row.id,
  title: row.title,
  description: row.description,
  price: row.price === null ? null : Number(row.price),
  currency: row.currency,
  location: row.location,
  formData: row.form_data,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** A user's drafts of the post-ad form: at most 20, newest first; another user's draft is 403. */
@Injectable()
export class DraftsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(userId: string): Promise<DraftList> {
    const rows: DraftRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM "ads"."drafts" WHERE "user_id" = $1 ORDER BY "updated_at" DESC, "id" DESC`,
      [userId],
    );
    return { drafts: rows.map(toDraft), total: rows.length };
  }

  async save(dto: DraftForUser): Promise<DraftWriteResponse> {
    const values = [dto.title, dto.description, dto.price ?? null, dto.currency, dto.location, JSON.stringify(dto.formData)];
    if (dto.id) {
      await this.owned(dto.userId, dto.id);
      const [rows]: [DraftRow[], number] = await this.dataSource.query(
        `UPDATE "ads"."drafts" SET "title" = $3, "description" = $4, "price" = $5, "currency" = $6, "location" = $7, "form_data" = $8,
           "updated_at" = now()
          WHERE "id" = $1 AND "user_id" = $2 RETURNING ${COLUMNS}`,
        [dto.id, dto.userId, ...values],
      );
      return { success: true, message: M.saved, draft: toDraft(rows[0]) };
    }
    // The count and the insert in one statement, so two saves at once cannot pass the limit together.
    const rows: DraftRow[] = await this.dataSource.query(
      `INSERT INTO "ads"."drafts" ("user_id", "title", "description", "price", "currency", "location", "form_data")
       SELECT $1::varchar, $2::varchar, $3::text, $4::bigint, $5::varchar, $6::varchar, $7::jsonb
        WHERE (SELECT count(*) FROM "ads"."drafts" WHERE "user_id" = $1::varchar) < $8::int
       RETURNING ${COLUMNS}`,
      [dto.userId, ...values, DRAFT_LIMITS.perUser],
    );
    if (!rows.length) throw badRequest(M.limitReached);
    return { success: true, message: M.saved, draft: toDraft(rows[0]) };
  }

  async remove(userId: string, id: number): Promise<{ success: true; message: string }> {
    await this.owned(userId, id);
    await this.dataSource.query(`DELETE FROM "ads"."drafts" WHERE "id" = $1 AND "user_id" = $2`, [id, userId]);
    return { success: true, message: M.deleted };
  }

  private async owned(userId: string, id: number): Promise<void> {
    const [row] = await this.dataSource.query(`SELECT "user_id" FROM "ads"."drafts" WHERE "id" = $1`, [id]);
    if (!row) throw notFound('Concept niet gevonden');
    if (row.user_id !== userId) throw rpcError(ErrorCode.Forbidden, 'Dit is niet jouw concept');
  }
}
