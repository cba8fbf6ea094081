import type { Category } from '@surimarkt/contracts';
import { describe, expect, it } from 'vitest';
import { buildCategoryTree, categoryEmoji, findCategory } from './category-tree';

const cat = (id: number, name: string, slug: string, parentId: number | null): Category => ({
  id,
  name,
  slug,
  parentId,
  icon: '',
  isBunkopu: false,
});
const list = [
  cat(1, 'Autos', 'autos', null),
  cat(2, 'Sport', 'sport', null),
  cat(3, 'Fietsen', 'fietsen', 2),
  { ...cat(4, 'Voetbal', 'voetbal', null), parentId: undefined, parent_id: 2 } as unknown as Category,
];

describe('categoryEmoji', () => {
  it('chooses by name and gives a package to an unknown name', () => {
    expect(categoryEmoji('Autos')).toBe('🚗');
    expect(categoryEmoji('Woningen te koop')).toBe('🏠');
    expect(categoryEmoji('Kleding heren')).toBe('👔');
    expect(categoryEmoji('Percelen')).toBe('🌳');
    expect(categoryEmoji('Iets heel anders')).toBe('📦');
  });
});

describe('buildCategoryTree', () => {
  it('hangs subcategories under their main category, also when the parent is sent as parent_id', () => {
    const tree = buildCategoryTree(list);
    expect(tree.map((c) => c.slug)).toEqual(['autos', 'sport']);
    expect(tree[1].children.map((c) => c.slug)).toEqual(['fietsen', 'voetbal']);
    expect(tree[0].children).toEqual([]);
  });
});

describe('findCategory', () => {
  it('finds by slug or by numeric id, and nothing for an unknown key', () => {
    expect(findCategory(list, 'sport')?.id).toBe(2);
    expect(findCategory(list, 'SPORT')?.id).toBe(2);
    expect(findCategory(list, '3')?.slug).toBe('fietsen');
    expect(findCategory(list, 'bestaat-niet')).toBeUndefined();
    expect(findCategory(list, '99')).toBeUndefined();
  });
});
