// Dutch texts of the two currencies (contract 'Two currencies'), shared by the server and the screens.
export const EXCHANGE_RATE_MESSAGES = {
  rateInvalid: 'Wisselkoers moet een positief getal zijn',
  rateSaved: 'Wisselkoers opgeslagen',
  sectionTitle: 'Wisselkoers',
  currentRate: 'Huidige koers',
  rateLabel: '1 EUR in SRD',
  save: 'Opslaan',
  history: 'Geschiedenis',
  historyEmpty: 'Nog geen koers ingesteld: de standaardkoers van 40 geldt',
  setAt: 'Ingesteld op',
  loadFailed: 'Kon de wisselkoers niet laden',
  saveFailed: 'Kon de wisselkoers niet opslaan',
  largeChangeUnconfirmed: 'De nieuwe koers wijkt meer dan 10% af van de huidige: bevestig de wijziging',
  largeChangeTitle: 'Klopt deze koers?',
  largeChangeEffect: 'Elke omgerekende prijs en elk prijsfilter verandert mee.',
  largeChangeConfirm: 'Ja, opslaan',
  largeChangeCancel: 'Nee, aanpassen',
} as const;
