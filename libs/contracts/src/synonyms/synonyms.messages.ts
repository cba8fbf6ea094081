// The Dutch answers of the back-office's search synonyms ('Synoniemen'; issue: search that speaks Sranan).
export const SYNONYM_MESSAGES = {
  termRequired: 'Woord is verplicht',
  synonymRequired: 'Synoniem is verplicht',
  oneWord: 'Gebruik één woord, zonder spaties of leestekens',
  same: 'Woord en synoniem moeten verschillen',
  exists: 'Dit synoniem bestaat al',
  added: 'Synoniem toegevoegd',
  removed: 'Synoniem verwijderd',
  notFound: 'Synoniem niet gevonden',
} as const;
