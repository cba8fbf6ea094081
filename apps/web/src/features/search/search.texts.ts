/** Dutch texts of the search page (spec §2 and §8). */
export const searchTexts = {
  title: 'Zoeken',
  inputLabel: 'Zoekterm',
  placeholder: 'Zoek advertenties...',
  submit: 'Zoeken',
  resultsFor: 'Zoekresultaten voor',
  found: (n: number) => `${n} ${n === 1 ? 'advertentie' : 'advertenties'} gevonden`,
  noneFound: 'Geen advertenties gevonden',
  noneFoundHint: 'Probeer een andere zoekterm of bekijk alle categorieën.',
  prompt: 'Typ wat je zoekt, bijvoorbeeld "auto", "huis" of "iphone".',
  errorTitle: 'Zoeken mislukt',
  errorText: 'Er is een fout opgetreden bij het zoeken. Probeer het opnieuw.',
} as const;
