// The favourites' Dutch answers, shared by the ads-service and the web app.
export const FAVOURITE_MESSAGES = {
  added: 'Toegevoegd aan favorieten',
  removed: 'Verwijderd uit favorieten',
  removedTitle: 'Favoriet verwijderd',
  removedText: 'De advertentie is verwijderd uit je favorieten.',
  failedTitle: 'Fout',
  failed: 'Er ging iets mis. Probeer het opnieuw.',
  removeFailed: 'Er ging iets mis bij het verwijderen van de favoriet.',
} as const;
