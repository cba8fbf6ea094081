import { FAVOURITE_MESSAGES, SALE_LABELS } from '@surimarkt/contracts/texts';

/** Dutch texts of the favourite heart (spec §6 and §8). */
export const favouritesTexts = {
  add: 'Toevoegen aan favorieten',
  remove: 'Verwijderen uit favorieten',
  loginRequiredTitle: 'Inloggen vereist',
  loginRequiredText: 'Log in om advertenties aan je favorieten toe te voegen.',
  added: (title: string) => `Toegevoegd aan favorieten: "${title}"`,
  removed: (title: string) => `Verwijderd uit favorieten: "${title}"`,
  errorTitle: 'Fout',
  errorText: FAVOURITE_MESSAGES.failed,
  // The favourites tab (accounts spec 2.7, 8)
  search: 'Zoek in je favorieten',
  count: (n: number) => `${n} ${n === 1 ? 'favoriet' : 'favorieten'}`,
  addedOn: (date: string) => `Toegevoegd ${date}`,
  view: 'Bekijken',
  removeButton: 'Verwijderen',
  removedTitle: FAVOURITE_MESSAGES.removedTitle,
  removedText: FAVOURITE_MESSAGES.removedText,
  removeFailed: FAVOURITE_MESSAGES.removeFailed,
  emptySearch: 'Geen favorieten gevonden voor deze zoekterm.',
  empty: 'Je hebt nog geen favorieten. Tik op het hartje bij een advertentie om hem te bewaren.',
  browse: 'Bekijk advertenties',
  offline: 'Niet meer online',
  sold: SALE_LABELS.sold,
  reserved: SALE_LABELS.reserved,
} as const;
