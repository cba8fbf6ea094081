import { AD_LIMITS } from '@surimarkt/contracts/texts';

/** Spec 5 'Photos': at most 5 in total, images of at most 5 MB; the valid ones are kept when others are refused. */
export function acceptPhotos(current: number, files: readonly File[]): { accepted: File[]; tooMany: boolean; invalid: boolean } {
  const valid = files.filter((f) => f.type.startsWith('image/') && f.size <= AD_LIMITS.photoBytesMax);
  const room = AD_LIMITS.photosMax - current;
  return { accepted: valid.slice(0, Math.max(0, room)), tooMany: valid.length > room, invalid: valid.length < files.length };
}

/** The chosen main photo goes first (spec 5). */
export function mainFirst<T>(items: readonly T[], mainIndex: number): T[] {
  if (mainIndex <= 0 || mainIndex >= items.length) return [...items];
  return [items[mainIndex], ...items.filter((_, i) => i !== mainIndex)];
}
