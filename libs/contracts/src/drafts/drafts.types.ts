import { type Currency } from '../ads/ads.constants';

// Drafts of the post-ad form (accounts spec 2.11, 3, 7): the owner's only; another user's draft is 403.
//   GET    /api/drafts       → DraftList (newest first)
//   POST   /api/drafts       DraftRequest → 201 { success, message, draft }
//   DELETE /api/drafts/{id}  → { success, message }

export interface DraftRequest {
  title: string;
  description: string;
  /** Cents or null. */
  price: number | null;
  currency: Currency;
  location: string;
  /** The rest of the form as it was (category, subcategory, phone, e-mail, photo urls): the modal restores it. */
  formData: Record<string, unknown>;
}

export interface Draft extends DraftRequest {
  id: number;
  createdAt: string;
  updatedAt: string;
}

export interface DraftList {
  drafts: Draft[];
  total: number;
}

export const DRAFT_MESSAGES = {
  saved: 'Concept opgeslagen',
  loaded: 'Concept geladen',
  deleted: 'Concept verwijderd',
  deleteFailed: 'Er is een fout opgetreden bij het verwijderen.',
  tooLarge: 'Het concept is te groot',
  limitReached: 'Je kunt maximaal 20 concepten bewaren. Verwijder eerst een oud concept.',
} as const;
