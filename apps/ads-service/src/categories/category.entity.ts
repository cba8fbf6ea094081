import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A main category (parentId null) or a subcategory; reference data created by migration. */
@Entity({ name: 'categories' })
export class CategoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 80, unique: true })
  slug: string;

  @Column({ name: 'parent_id', type: 'integer', nullable: true })
  parentId: number | null;

  @Column({ type: 'varchar', length: 16 })
  icon: string;

  @Column({ name: 'is_bunkopu', type: 'boolean', default: false })
  isBunkopu: boolean;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;
}
