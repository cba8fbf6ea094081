/** Spec §5: a trailing cache-buster starting at '&_=' is never part of the term. */
export function cleanSearchTerm(raw: string | null): string {
  if (!raw) return '';
  const at = raw.indexOf('&_=');
  return (at >= 0 ? raw.slice(0, at) : raw).trim();
}
