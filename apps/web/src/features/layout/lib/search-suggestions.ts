import { layoutTexts } from '../layout.texts';

export const MAX_SUGGESTIONS = 5;

/** Up to 5 keywords from the fixed Dutch list that contain the typed text (spec §2, header). */
export function searchSuggestions(typed: string): string[] {
  const term = typed.trim().toLowerCase();
  if (!term) return [];
  return layoutTexts.searchKeywords.filter((k) => k.includes(term) && k !== term).slice(0, MAX_SUGGESTIONS);
}
