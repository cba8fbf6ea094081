// Dutch texts of the category filters (back-office spec 2.11, 5, 8), shared by the server and the screens.
export const FILTER_TYPES = ['text', 'number', 'select', 'range', 'checkbox'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export const FILTER_MESSAGES = {
  categoryRequired: 'Categorie is verplicht',
  categoryUnknown: 'Deze categorie bestaat niet',
  fieldRequired: 'Veldnaam is verplicht',
  fieldInvalid: 'Veldnaam: kleine letters, cijfers en _ (begint met een letter)',
  fieldTaken: 'Deze categorie heeft al een filter met deze veldnaam',
  labelRequired: 'Label is verplicht',
  typeInvalid: 'Kies een type: tekst, getal, keuzelijst, bereik of vinkje',
  optionsRequired: 'Een keuzelijst heeft minstens één optie nodig',
  added: 'Filter toegevoegd',
  addFailed: 'Er is een fout opgetreden bij het aanmaken van de filter.',
  deleted: 'Filter verwijderd',
  deleteFailed: 'Er is een fout opgetreden bij het verwijderen van de filter.',
  confirmDelete: (label: string) => `Weet je zeker dat je filter "${label}" wilt verwijderen?`,
  noFilters: 'Geen filters beschikbaar voor deze categorie.',
  valueRequired: (label: string) => `${label} is verplicht`,
  valueInvalid: (label: string) => `${label} heeft een ongeldige waarde`,
  notFound: 'Filter niet gevonden',
} as const;

/** The spec's range default. */
export const RANGE_DEFAULT = { min: 0, max: 100, step: 1 } as const;
