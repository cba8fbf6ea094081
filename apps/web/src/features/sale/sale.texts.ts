import { SALE_LABELS, SALE_MESSAGES } from '@surimarkt/contracts/texts';

/** Reserved and sold, in Mijn Advertenties (issue: Gereserveerd en Verkocht). */
export const saleTexts = {
  messages: SALE_MESSAGES,
  label: 'Verkoopstatus',
  options: SALE_LABELS,
  soldTitle: 'Aan wie heb je verkocht?',
  soldIntro: 'Kies de koper: jullie kunnen elkaar daarna beoordelen. Je advertentie verdwijnt meteen uit de lijsten en zoekresultaten.',
  via: { message: 'stuurde een bericht', bid: 'deed een bod' } as Record<string, string>,
  nobody: 'Iemand anders, of buiten SuriMarkt',
  noCandidates: 'Nog niemand heeft een bericht gestuurd of een bod gedaan op deze advertentie.',
  confirmSold: 'Markeer als verkocht',
  cancel: 'Annuleren',
  failed: 'Kon de verkoopstatus niet wijzigen',
} as const;
