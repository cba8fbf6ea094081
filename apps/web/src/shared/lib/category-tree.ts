import type { Category } from '@surimarkt/contracts';

export interface CategoryNode extends Category {
  children: Category[];
}

/** GET /categories is flat; main categories have no parent (also read as parent_id in one call, spec §3). */
export function parentIdOf(category: Category): number | null {
  return category.parentId ?? (category as { parent_id?: number | null }).parent_id ?? null;
}

export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const parentOf = parentIdOf;
  const mains = categories.filter((c) => parentOf(c) === null);
  return mains.map((main) => ({ ...main, children: categories.filter((c) => parentOf(c) === main.id) }));
}

/** A category page is addressed by slug or by numeric id (spec §2). */
export function findCategory(categories: readonly Category[], slugOrId: string): Category | undefined {
  const key = slugOrId.trim().toLowerCase();
  if (/^\d+$/.test(key)) return categories.find((c) => c.id === Number(key));
  return categories.find((c) => c.slug.toLowerCase() === key);
}

export function isBunkopuCategory(category: Category): boolean {
  return category.isBunkopu || /bunkopu/i.test(category.name) || /bunkopu/i.test(category.slug);
}

const EMOJI_BY_NAME: ReadonlyArray<[RegExp, string]> = [
  [/bunkopu/i, '💰'],
  [/auto|voertuig/i, '🚗'],
  [/tuin/i, '🏡'],
  [/woning|huis|huur/i, '🏠'],
  [/perce|grond|land/i, '🌳'],
  [/elektron/i, '💻'],
  [/telefoon|mobiel/i, '📱'],
  [/sport/i, '⚽'],
  [/boek/i, '📚'],
  [/meubel/i, '🛋️'],
  [/kapitaal|financ/i, '💼'],
  [/toeris|reis/i, '🏝️'],
  [/heren/i, '👔'],
  [/kleding|mode/i, '👗'],
  [/kulturu|cultuur/i, '🎭'],
  [/gereedschap/i, '🔧'],
  [/accessoire/i, '⌚'],
  [/dier/i, '🐾'],
  [/baby|kind/i, '🧸'],
  [/dienst/i, '🛠️'],
  [/muziek/i, '🎵'],
];

/** Spec: an emoji chosen by category name; unknown names get a package. */
export function categoryEmoji(name: string): string {
  return EMOJI_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? '📦';
}
