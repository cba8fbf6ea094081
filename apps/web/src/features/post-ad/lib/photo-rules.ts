import { AD_LIMITS } from '@surimarkt/contracts/texts';

/** The first bytes of the image formats the server takes (it checks the content too): JPEG, PNG, GIF, WebP, HEIC/AVIF. */
function isImageSignature(head: Uint8Array): boolean {
  const at = (offset: number, ascii: string) => [...ascii].every((c, i) => head[offset + i] === c.charCodeAt(0));
  return (
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
    (head[0] === 0x89 && at(1, 'PNG')) ||
    at(0, 'GIF8') ||
    (at(0, 'RIFF') && at(8, 'WEBP')) ||
    at(4, 'ftyp')
  );
}

/** Whether a file is a photo by what it holds, not by its name: a text file renamed to .jpg is not. */
export async function isPhotoFile(file: File): Promise<boolean> {
  if (!file.type.startsWith('image/') && !/\.(jpe?g|png|gif|webp|hei[cf]|avif)$/i.test(file.name)) return false;
  return isImageSignature(await firstBytes(file, 12));
}

/** FileReader rather than Blob.arrayBuffer(): older phone browsers (and the tests' DOM) lack the latter. */
function firstBytes(file: File, count: number): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => resolve(new Uint8Array(0));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

export interface PreparedPhotos {
  /** The photos to add, shrunk, in the order chosen. */
  accepted: File[];
  /** The names of the chosen files that are no photo, or still larger than 5 MB once shrunk. */
  refused: string[];
  tooMany: boolean;
}

/**
 * Spec 5 'Photos': at most 5 in total, images of at most 5 MB; the valid ones are kept when others are refused. The
 * limit is checked after shrinking (a 6 MB phone photo leaves as some 300 KB), and a file is a photo by its content.
 * One at a time: a cheap phone holds one decoded 12-megapixel photo more easily than five.
 */
export async function preparePhotos(
  current: number,
  files: readonly File[],
  shrink: (file: File) => Promise<File>,
): Promise<PreparedPhotos> {
  const room = Math.max(0, AD_LIMITS.photosMax - current);
  const accepted: File[] = [];
  const refused: string[] = [];
  let tooMany = false;
  for (const file of files) {
    if (!(await isPhotoFile(file))) {
      refused.push(file.name);
      continue;
    }
    if (accepted.length >= room) {
      tooMany = true;
      continue;
    }
    const shrunk = await shrink(file);
    if (shrunk.size > AD_LIMITS.photoBytesMax) refused.push(file.name);
    else accepted.push(shrunk);
  }
  return { accepted, refused, tooMany };
}

/** The chosen main photo goes first (spec 5). */
export function mainFirst<T>(items: readonly T[], mainIndex: number): T[] {
  if (mainIndex <= 0 || mainIndex >= items.length) return [...items];
  return [items[mainIndex], ...items.filter((_, i) => i !== mainIndex)];
}
