import { Injectable } from '@nestjs/common';
import { ErrorCode, FILTER_MESSAGES as M, type FilterDefinition, type FilterDto } from '@surimarkt/contracts';
import { badRequest, notFound, rpcError } from '@surimarkt/server';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { CategoriesService } from '../categories/categories.service';
import { SqlWhere } from '../ads/ads-filter';

const COLUMNS = `"id", "category_slug" AS "categorySlug", "field", "label", "type", "options", "placeholder", "required",
  "sort_order" AS "sortOrder", "is_active" AS "isActive"`;
type Value = string | number | boolean;

/** Per-category filters: their definitions, the check of an ad's values, and the list query's conditions. */
@Injectable()
export class FiltersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
  ) {}

  /** The active filters of a category and, for a subcategory, of its main category too. */
  async forCategory(slug: string): Promise<{ filters: FilterDefinition[] }> {
    const all = await this.categories.all();
    const category = all.find((c) => c.slug === slug);
    const parent = category?.parentId ? all.find((c) => c.id === category.parentId) : undefined;
    const slugs = [slug, ...(parent ? [parent.slug] : [])];
    const filters: FilterDefinition[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM "ads"."filters" WHERE "category_slug" = ANY($1) AND "is_active" ORDER BY "sort_order", "id"`,
      [slugs],
    );
    return { filters };
  }

  async list(): Promise<{ filters: FilterDefinition[] }> {
    return { filters: await this.dataSource.query(`SELECT ${COLUMNS} FROM "ads"."filters" ORDER BY "category_slug", "sort_order", "id"`) };
  }

  async create(dto: FilterDto): Promise<{ success: true; message: string; filter: FilterDefinition }> {
    if (!(await this.categories.all()).some((c) => c.slug === dto.categorySlug))
      throw badRequest(M.categoryUnknown, { categorySlug: M.categoryUnknown });
    try {
      const [filter] = await this.dataSource.query(
        `INSERT INTO "ads"."filters" ("category_slug", "field", "label", "type", "options", "placeholder", "required", "sort_order",
           "is_active")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
        [
          dto.categorySlug,
          dto.field,
          dto.label,
          dto.type,
          dto.options ?? null,
          dto.placeholder ?? null,
          dto.required ?? false,
          dto.sortOrder ?? 0,
          dto.isActive ?? true,
        ],
      );
      return { success: true, message: M.added, filter };
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505') {
        throw rpcError(ErrorCode.Conflict, M.fieldTaken, { field: M.fieldTaken });
      }
      throw error;
    }
  }

  async remove(id: number): Promise<{ success: true; message: string }> {
    const [, deleted] = await this.dataSource.query(`DELETE FROM "ads"."filters" WHERE "id" = $1`, [id]);
    if (!deleted) throw notFound(M.notFound);
    return { success: true, message: M.deleted };
  }

  /**
   * An ad's values for its category's filters: the required ones present, each of its type (a select one of the
   * options); values for fields the category does not have are dropped. 400 with a message per field otherwise.
   */
  async checkedAttributes(categorySlugs: string[], given: Record<string, unknown> = {}): Promise<Record<string, Value>> {
    const filters: FilterDefinition[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM "ads"."filters" WHERE "category_slug" = ANY($1) AND "is_active"`,
      [categorySlugs],
    );
    const values: Record<string, Value> = {};
    const errors: Record<string, string> = {};
    for (const filter of filters) {
      const value = given[filter.field];
      if (value === undefined || value === null || value === '') {
        if (filter.required && filter.type !== 'checkbox') errors[`attributes.${filter.field}`] = M.valueRequired(filter.label);
        continue;
      }
      const checked = checkValue(filter, value);
      if (checked === undefined) errors[`attributes.${filter.field}`] = M.valueInvalid(filter.label);
      else values[filter.field] = checked;
    }
    if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0], errors);
    return values;
  }

  /**
   * Whether an approved ad has the values a list's `attr` asks for, read as its category page's list reads them
   * (a saved search's 'kenmerken' against a newly approved ad).
   */
  async adHasAttributes(manager: EntityManager, ad: { id: number; category_id: number; subcategory_id: number | null }, attr: string) {
    const categories = await this.categories.all();
    const slugs = categories.filter((c) => c.id === ad.category_id || c.id === ad.subcategory_id).map((c) => c.slug);
    const where = new SqlWhere();
    await this.applyToList(where, slugs, attr);
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM "ads"."ads" a WHERE ${where} AND a."id" = ${where.param(ad.id)}`,
      where.params,
    );
    return rows.length > 0;
  }

  /** The list query's `attr` as conditions on the ads' values; an unknown field or a malformed value is ignored. */
  async applyToList(where: SqlWhere, categorySlugs: string[], attr: string | undefined): Promise<void> {
    if (!attr) return;
    let wanted: Record<string, unknown>;
    try {
      wanted = JSON.parse(attr) as Record<string, unknown>;
    } catch {
      return;
    }
    if (!wanted || typeof wanted !== 'object' || Array.isArray(wanted)) return;
    const filters: FilterDefinition[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM "ads"."filters" WHERE "category_slug" = ANY($1) AND "is_active"`,
      [categorySlugs],
    );
    for (const filter of filters) {
      const value = wanted[filter.field];
      if (value === undefined || value === null || value === '') continue;
      const field = where.param(filter.field);
      if (filter.type === 'range' || (filter.type === 'number' && typeof value === 'object')) {
        const { min, max } = value as { min?: unknown; max?: unknown };
        if (Number.isFinite(Number(min)) && min !== null && min !== '')
          where.add((p) => `(a."attributes"->>${field})::numeric >= ${p}`, Number(min));
        if (Number.isFinite(Number(max)) && max !== null && max !== '')
          where.add((p) => `(a."attributes"->>${field})::numeric <= ${p}`, Number(max));
      } else if (filter.type === 'checkbox') {
        if (value === true || value === 'true') where.clauses.push(`a."attributes" @> jsonb_build_object(${field}::text, true)`);
      } else if (filter.type === 'text') {
        where.add((p) => `a."attributes"->>${field} ILIKE ${p}`, `%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      } else {
        const checked = checkValue(filter, value);
        if (checked !== undefined)
          where.add((p) => `a."attributes" @> jsonb_build_object(${field}::text, ${p}::jsonb)`, JSON.stringify(checked));
      }
    }
  }
}

function checkValue(filter: FilterDefinition, value: unknown): Value | undefined {
  switch (filter.type) {
    case 'number':
    case 'range': {
      const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
      return Number.isFinite(number) ? number : undefined;
    }
    case 'checkbox':
      return value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;
    case 'select':
      return typeof value === 'string' && (filter.options ?? []).includes(value) ? value : undefined;
    default:
      return typeof value === 'string' && value.length <= 200 ? value.trim() : undefined;
  }
}
