import { Injectable, Logger } from '@nestjs/common';
import {
  CATEGORY_ADMIN_MESSAGES as M,
  type Category,
  type CategoryDto,
  type CategoryUpdateRequest,
  type CategoryWithCount,
  ErrorCode,
} from '@surimarkt/contracts';
import { badRequest, notFound, rpcError } from '@surimarkt/server';
import { DataSource, QueryFailedError } from 'typeorm';
import { reindexCategoryAds } from '../search/category-words';
import { CategoriesService, toCategory } from './categories.service';
import { type CategoryEntity } from './category.entity';

const DEFAULT_ICON = '📦';

/** The operator's changes to the category tree; each drops this replica's cached tree (the others refresh within their TTL). */
@Injectable()
export class CategoryAdminService {
  private readonly logger = new Logger('CategoryAdmin');

  constructor(
    private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
  ) {}

  async list(): Promise<{ categories: CategoryWithCount[] }> {
    const [all, rows] = await Promise.all([
      this.categories.all(),
      this.dataSource.query(`SELECT "category_id", "subcategory_id", count(*)::int AS n FROM "ads"."ads" GROUP BY 1, 2`) as Promise<
        { category_id: number; subcategory_id: number | null; n: number }[]
      >,
    ]);
    const counts = new Map<number, number>();
    for (const row of rows) {
      counts.set(row.category_id, (counts.get(row.category_id) ?? 0) + row.n);
      if (row.subcategory_id) counts.set(row.subcategory_id, (counts.get(row.subcategory_id) ?? 0) + row.n);
    }
    return { categories: all.map((c) => ({ ...toCategory(c), adCount: counts.get(c.id) ?? 0 })) };
  }

  async create(dto: CategoryDto): Promise<{ success: true; message: string; category: Category }> {
    const parentId = dto.parentId ?? null;
    if (parentId !== null) {
      const parent = await this.categories.byId(parentId);
      if (!parent || parent.parentId !== null) throw badRequest(M.parentInvalid, { parentId: M.parentInvalid });
    }
    const rows: CategoryEntity[] = await this.unique(() =>
      this.dataSource.query(
        `INSERT INTO "ads"."categories" ("name", "slug", "icon", "parent_id", "is_bunkopu", "sort_order")
       SELECT $1, $2, $3, $4::int, COALESCE((SELECT "is_bunkopu" FROM "ads"."categories" WHERE "id" = $4::int), false),
              COALESCE(max("sort_order"), 0) + 1 FROM "ads"."categories" WHERE "parent_id" IS NOT DISTINCT FROM $4::int
       RETURNING "id"`,
        [dto.name, dto.slug, dto.icon || DEFAULT_ICON, parentId],
      ),
    );
    this.categories.forget();
    return {
      success: true,
      message: parentId === null ? M.added : M.subAdded,
      category: toCategory((await this.categories.byId(rows[0].id))!),
    };
  }

  async update(dto: CategoryUpdateRequest): Promise<{ success: true; message: string; category: Category }> {
    const [before] = await this.dataSource.query(`SELECT "name" FROM "ads"."categories" WHERE "id" = $1`, [dto.id]);
    const [rows] = (await this.unique(() =>
      this.dataSource.query(
        `UPDATE "ads"."categories" SET "name" = $2, "slug" = $3, "icon" = COALESCE($4, "icon") WHERE "id" = $1 RETURNING "id"`,
        [dto.id, dto.name, dto.slug, dto.icon ?? null],
      ),
    )) as [{ id: number }[], number];
    if (!rows.length) throw notFound(M.notFound);
    this.categories.forget();
    // Its ads are found by its name: indexed again in the background (a big category takes a while; the answer
    // does not wait), the new name found as each batch is written.
    if (before && before.name !== dto.name)
      void reindexCategoryAds(this.dataSource, dto.id)
        .then((count) => this.logger.log(`category ${dto.id} renamed: ${count} ads indexed again`))
        .catch((error: unknown) => this.logger.error(`indexing category ${dto.id} again failed: ${(error as Error)?.message ?? error}`));
    return { success: true, message: M.updated, category: toCategory((await this.categories.byId(dto.id))!) };
  }

  /** Only an empty category: no subcategories and no ads, so no ad ever loses its category. */
  async remove(id: number): Promise<{ success: true; message: string }> {
    const [row] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM "ads"."categories" WHERE "parent_id" = $1) AS "hasChildren",
              EXISTS (SELECT 1 FROM "ads"."ads" WHERE "category_id" = $1 OR "subcategory_id" = $1) AS "hasAds",
              EXISTS (SELECT 1 FROM "ads"."categories" WHERE "id" = $1) AS "exists"`,
      [id],
    );
    if (!row.exists) throw notFound(M.notFound);
    if (row.hasChildren || row.hasAds) throw rpcError(ErrorCode.Conflict, M.notEmpty);
    await this.dataSource.query(`DELETE FROM "ads"."categories" WHERE "id" = $1`, [id]);
    this.categories.forget();
    return { success: true, message: M.deleted };
  }

  /** A second category with the same slug is 409 with the Dutch message, whichever replica wrote first. */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505') {
        throw rpcError(ErrorCode.Conflict, M.slugTaken, { slug: M.slugTaken });
      }
      throw error;
    }
  }
}
