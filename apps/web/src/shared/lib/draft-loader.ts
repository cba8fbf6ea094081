import type { Draft } from '@surimarkt/contracts';

/**
 * The draft loader (public spec 3): 'Laden' on a draft keeps it here with an open-modal flag and the time, the
 * post-ad modal takes it, and a stored draft older than 5 minutes is discarded on read.
 */
const KEY = 'sm_draft_loader';
export const DRAFT_LOADER_MAX_AGE_MS = 5 * 60 * 1000;

interface Stored {
  draft: Draft;
  openModal: boolean;
  savedAt: number;
}

export function storeDraftForLoading(draft: Draft): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ draft, openModal: true, savedAt: Date.now() } satisfies Stored));
  } catch {
    // Without storage the draft cannot travel to the modal; the tab stays where it is.
  }
}

function read(): Stored | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    if (!stored?.draft || Date.now() - stored.savedAt > DRAFT_LOADER_MAX_AGE_MS) {
      localStorage.removeItem(KEY);
      return null;
    }
    return stored;
  } catch {
    return null;
  }
}

/** Whether a fresh draft waits for the modal (the app then opens it). */
export function hasDraftToLoad(): boolean {
  return read()?.openModal === true;
}

/** The waiting draft, removed from the loader: it is loaded once. */
export function takeDraftToLoad(): Draft | null {
  const stored = read();
  if (stored) clearDraftLoader();
  return stored?.draft ?? null;
}

export function clearDraftLoader(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
