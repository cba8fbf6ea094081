/** Lowercase, without diacritics ('café' → 'cafe', 'ĳ' → 'ij') and without apostrophes ("auto's" → 'autos'). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '');
}

/** The words of a text, folded: letters and digits only. */
export function tokenize(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}
