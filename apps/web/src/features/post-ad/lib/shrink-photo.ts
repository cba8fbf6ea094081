/** The long side a photo is sent at: the widest rung of the server's width ladder, so nothing sent goes unused. */
export const SHRUNK_LONG_SIDE = 1600;
/** What a photo typically weighs once shrunk: seconds, not minutes, on a prepaid 3G line. */
export const SHRUNK_TARGET_BYTES = 300 * 1024;
const QUALITIES = [0.82, 0.72, 0.62, 0.52];

/** How large a photo of width × height is drawn: its long side at most `longSide`, never enlarged. */
export function fittedSize(width: number, height: number, longSide = SHRUNK_LONG_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A phone's photo made fit for a weak line before it is sent: turned upright, its long side at most 1600 px, as JPEG
 * (every browser encodes it; WebP encoding is missing in older Safari) at the highest quality that stays within about
 * 300 KB. Drawing it on a canvas also drops its EXIF, GPS position included. A photo that is already small enough, or
 * that this browser cannot decode (the server then decides), is sent as it is. The result keeps the file's name and
 * date, so a resumed upload of the same photo is recognised (tus-js-client's fingerprint).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const isSmall = Math.max(bitmap.width, bitmap.height) <= SHRUNK_LONG_SIDE && file.size <= SHRUNK_TARGET_BYTES;
    if (isSmall && (file.type === 'image/jpeg' || file.type === 'image/webp')) return file;
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    let blob: Blob | null = null;
    for (const quality of QUALITIES) {
      blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (!blob || blob.size <= SHRUNK_TARGET_BYTES) break;
    }
    if (!blob || blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
