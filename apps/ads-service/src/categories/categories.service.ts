import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ADS_MESSAGES, type Category, type CategoryWithChildren } from '@surimarkt/contracts';
import { notFound } from '@surimarkt/server';
import { Repository } from 'typeorm';
import { CategoryEntity } from './category.entity';

export function toCategory(entity: CategoryEntity): Category {
  return { id: entity.id, name: entity.name, slug: entity.slug, parentId: entity.parentId, icon: entity.icon, isBunkopu: entity.isBunkopu };
}

const TREE_TTL_MS = 30_000;

@Injectable()
export class CategoriesService {
  /**
   * Every ad read names its category, so the tree is kept in memory. The back-office changes it rarely: the replica
   * that makes a change drops its copy at once, the others reload within TREE_TTL_MS.
   */
  private cache: Promise<CategoryEntity[]> | null = null;
  private loadedAt = 0;
  private byIdIndex: { tree: CategoryEntity[]; byId: Map<number, CategoryEntity> } | null = null;

  constructor(@InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>) {}

  /** Main categories in display order, then the subcategories (grouped by main category). */
  async all(): Promise<CategoryEntity[]> {
    if (this.cache && Date.now() - this.loadedAt > TREE_TTL_MS) this.cache = null;
    if (!this.cache) this.loadedAt = Date.now();
    this.cache ??= this.loadOrdered().catch((error) => {
      this.cache = null;
      throw error;
    });
    return this.cache;
  }

  /** After a change of the tree on this replica. */
  forget(): void {
    this.cache = null;
  }

  async list(): Promise<Category[]> {
    return (await this.all()).map(toCategory);
  }

  async find(slugOrId: string): Promise<CategoryWithChildren> {
    const all = await this.all();
    const found = /^\d+$/.test(slugOrId) ? all.find((c) => c.id === Number(slugOrId)) : all.find((c) => c.slug === slugOrId);
    if (!found) throw notFound(ADS_MESSAGES.categoryNotFound);
    return { ...toCategory(found), subcategories: all.filter((c) => c.parentId === found.id).map(toCategory) };
  }

  async byId(id: number): Promise<CategoryEntity | undefined> {
    return (await this.index()).get(id);
  }

  /** The tree by id, built once per loaded tree: every ad read names its category through it. */
  async index(): Promise<Map<number, CategoryEntity>> {
    const all = await this.all();
    if (this.byIdIndex?.tree !== all) this.byIdIndex = { tree: all, byId: new Map(all.map((c) => [c.id, c])) };
    return this.byIdIndex.byId;
  }

  private async loadOrdered(): Promise<CategoryEntity[]> {
    const rows = await this.categories.find();
    const mains = rows.filter((c) => c.parentId === null).sort((a, b) => a.sortOrder - b.sortOrder);
    const rank = new Map(mains.map((m, i) => [m.id, i]));
    const subs = rows
      .filter((c) => c.parentId !== null)
      .sort((a, b) => (rank.get(a.parentId as number) ?? 0) - (rank.get(b.parentId as number) ?? 0) || a.sortOrder - b.sortOrder);
    return [...mains, ...subs];
  }
}
