/**
 * The post-ad form as the seller left it, kept in this browser for 7 days so a reload, a closed tab or a phone that
 * ran out of battery costs nothing (issue 32). Per account ('gast' for a guest) so a shared phone shows nobody
 * another person's half-written ad. The photos are kept beside it in IndexedDB (photo-draft.ts).
 */
export const FORM_DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const PREFIX = 'sm_post_ad_form:';

export interface FormDraft<Values> {
  values: Values;
  /** The server draft this form is also saved as (logged in), so saving again updates that one. */
  draftId: number | null;
  savedAt: number;
}

export function formDraftKey(userId: string | null | undefined): string {
  return `${PREFIX}${userId ?? 'gast'}`;
}

export function saveFormDraft<Values>(key: string, values: Values, draftId: number | null, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ values, draftId, savedAt: now } satisfies FormDraft<Values>));
  } catch {
    // Storage full or refused (private mode): the form still works, it is only not kept.
  }
}

/** The kept form, or null when there is none or it is older than 7 days (then it is removed). */
export function readFormDraft<Values>(key: string, now = Date.now()): FormDraft<Values> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as FormDraft<Values>;
    if (!draft?.values || typeof draft.savedAt !== 'number' || now - draft.savedAt > FORM_DRAFT_MAX_AGE_MS) {
      localStorage.removeItem(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export function clearFormDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
