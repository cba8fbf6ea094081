import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from '@surimarkt/contracts/texts';

/** Saved searches and their alerts (issue: 'Bewaar deze zoekopdracht'). */
export const savedSearchesTexts = {
  messages: SAVED_SEARCH_MESSAGES,
  nameMax: SAVED_SEARCH_NAME_MAX,
  saveButton: 'Bewaar deze zoekopdracht',
  dialogTitle: 'Zoekopdracht bewaren',
  dialogIntro: 'We sturen je een e-mail zodra er een nieuwe advertentie online komt die hierbij past.',
  name: 'Naam',
  namePlaceholder: 'Bijvoorbeeld: fiets voor mijn zoon',
  frequency: 'Hoe vaak wil je een e-mail?',
  frequencies: { instant: 'Direct bij elke nieuwe advertentie', daily: 'Eén keer per dag (om 08:00)' },
  frequencyShort: { instant: 'Direct', daily: 'Dagelijks' },
  save: 'Bewaren',
  cancel: 'Annuleren',
  loginTitle: 'Log in om zoekopdrachten te bewaren',
  loginText: 'Met een account bewaar je zoekopdrachten en krijg je een e-mail bij nieuwe advertenties.',
  // Profile tab
  intro: 'Je krijgt een e-mail bij nieuwe advertenties voor deze zoekopdrachten. Zet er een op pauze of verwijder hem.',
  none: 'Je hebt nog geen zoekopdrachten bewaard. Zoek iets en kies "Bewaar deze zoekopdracht".',
  active: 'Meldingen aan',
  inactive: 'Meldingen uit',
  rename: 'Naam wijzigen',
  remove: 'Verwijderen',
  removeConfirm: 'Deze zoekopdracht verwijderen?',
  open: 'Bekijk resultaten',
  // Unsubscribe page
  unsubscribeTitle: 'Afmelden',
  unsubscribing: 'Even geduld…',
  unsubscribeFailed: 'Afmelden is niet gelukt. Probeer het later opnieuw.',
  toProfile: 'Naar mijn zoekopdrachten',
} as const;
