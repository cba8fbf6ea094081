/** Spec §5: only our own upload folders or the site's own host are shown; anything else gets a placeholder. */
export function isTrustedImageUrl(src: string | null | undefined, origin = globalThis.location?.origin ?? ''): src is string {
  if (!src || typeof src !== 'string') return false;
  if ((src.startsWith('/uploads/') || src.startsWith('/demo-images/')) && !src.includes('..')) return true;
  return origin !== '' && src.startsWith(`${origin}/`);
}

/** Every upload has a small card variant with '-sm' before the extension ('/uploads/a.webp' → '/uploads/a-sm.webp'). */
export function thumbnailUrl(src: string): string {
  const slash = src.lastIndexOf('/');
  const dot = src.lastIndexOf('.');
  if (dot <= slash) return `${src}-sm`;
  return `${src.slice(0, dot)}-sm${src.slice(dot)}`;
}
