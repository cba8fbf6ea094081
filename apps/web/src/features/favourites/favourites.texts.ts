/** Dutch texts of the favourite heart (spec §6 and §8). */
export const favouritesTexts = {
  add: 'Toevoegen aan favorieten',
  remove: 'Verwijderen uit favorieten',
  loginRequiredTitle: 'Inloggen vereist',
  loginRequiredText: 'Log in om advertenties aan je favorieten toe te voegen.',
  added: (title: string) => `Toegevoegd aan favorieten: "${title}"`,
  removed: (title: string) => `Verwijderd uit favorieten: "${title}"`,
  errorTitle: 'Fout',
  errorText: 'Er ging iets mis. Probeer het opnieuw.',
} as const;
