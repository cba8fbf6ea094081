import { DRAFT_MESSAGES } from '@surimarkt/contracts/texts';
import { sharedTexts } from '@/shared/shared.texts';

/** The drafts tab and the modal's draft button (accounts spec 2.11, 8). */
export const draftsTexts = {
  messages: DRAFT_MESSAGES,
  untitled: '(zonder titel)',
  load: 'Laden',
  delete: 'Verwijderen',
  cancel: 'Annuleren',
  confirmDelete: 'Weet je zeker dat je dit concept definitief wilt verwijderen?',
  updated: (date: string) => `Bijgewerkt ${date}`,
  empty: 'Je hebt nog geen concepten. Gebruik “Opslaan als concept” in het advertentieformulier om later verder te gaan.',
  onRequest: sharedTexts.priceOnRequest,
  saveAsDraft: 'Opslaan als concept',
  saveFailed: 'Kon concept niet opslaan',
  photosNotKept: "Foto's worden niet in een concept bewaard; voeg ze toe wanneer je de advertentie plaatst.",
} as const;
