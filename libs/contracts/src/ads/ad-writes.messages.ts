// Dutch texts of posting and owning ads (public spec 5 and 8; accounts spec 2.6, 5 "Ad edit dialog", 8). The server
// answers bad input with these very strings, and the post-ad modal and the edit dialog show them for the same input.
export const AD_WRITE_MESSAGES = {
  // Post-ad form (public spec 5)
  titleRequired: 'Titel is verplicht',
  titleTooLong: 'Titel mag maximaal 100 tekens zijn',
  descriptionRequired: 'Beschrijving is verplicht',
  descriptionTooLong: 'Beschrijving mag maximaal 1000 tekens zijn',
  priceNegative: 'Prijs mag niet negatief zijn',
  priceInvalid: 'Vul de prijs in als bedrag, bijvoorbeeld 12.500 of 12,50',
  priceTooHigh: 'Die prijs is te hoog: het maximum is 100.000.000',
  currencyInvalid: 'Valuta moet EUR of SRD zijn',
  categoryRequired: 'Categorie is verplicht',
  subcategoryInvalid: 'Deze subcategorie hoort niet bij de gekozen categorie',
  locationRequired: 'Locatie is verplicht',
  phoneRequired: 'Telefoonnummer is verplicht',
  /** Something typed that is not a phone number ('bel me'): the same words as the account's and the contact form's. */
  phoneInvalid: 'Ongeldig telefoonnummer',
  emailInvalid: 'Ongeldig e-mailadres',
  termsRequired: 'Je moet akkoord gaan met de voorwaarden',
  bunkopuMaxEur: 'Prijs te hoog voor Bunkopu Seri! Maximum €10',
  bunkopuMaxSrd: 'Prijs te hoog voor Bunkopu Seri! Maximum SRD 400',
  validationErrorTitle: 'Controleer de rood gemarkeerde velden',
  imagesInvalid: "Gebruik alleen foto's die je zojuist hebt geüpload",

  // Edit dialog (accounts spec 5, "Ad edit dialog"): its own wording for the title limit, and a price is required there
  editTitleTooLong: 'Titel mag maximaal 100 karakters bevatten',
  editDescriptionTooLong: 'Beschrijving mag maximaal 1000 karakters bevatten',
  editPriceRequired: 'Prijs is verplicht',

  // Outcomes (public spec 8; accounts spec 8)
  postedTitle: 'Succes!',
  posted: 'Je advertentie is succesvol geplaatst en wacht op goedkeuring.',
  postFailedTitle: 'Fout',
  postFailed: 'Er is een fout opgetreden bij het plaatsen van je advertentie.',
  updated: 'Advertentie bijgewerkt',
  updatedBackToReview: 'Advertentie bijgewerkt. Je wijzigingen worden eerst gecontroleerd.',
  updateFailed: 'Er ging iets mis bij het bijwerken van de advertentie.',
  deleted: 'Advertentie verwijderd',
  deleteFailed: 'Kon advertentie niet verwijderen',
  renewed: 'Advertentie verlengd: ze staat weer 30 dagen online',
  promoted: 'Advertentie bijgewerkt',
  renewNotExpired: 'Alleen een verlopen advertentie kan verlengd worden',
  notOwner: 'Dit is niet jouw advertentie',
  emailNotVerified: 'Bevestig eerst je e-mailadres voordat je een advertentie plaatst',

  // Photos (public spec 5 "Photos" and 8)
  tooManyPhotosTitle: "Te veel foto's",
  tooManyPhotos: "Je kunt maximaal 5 foto's uploaden.",
  /** The photo queue is full (many large photos at once): a quick answer instead of a slow server. */
  uploadBusy: 'Probeer het zo opnieuw',
  invalidFilesTitle: 'Ongeldige bestanden',
  invalidFiles: 'Dat bestand is geen foto of is groter dan 5 MB. Kies een foto (bijv. JPG of PNG) van maximaal 5 MB.',
  uploadFailed: 'Foto upload mislukt',
  uploadErrorTitle: 'Upload fout',
  uploadError: 'Er ging iets mis bij het uploaden.',
  /** A resumable upload (/api/photo-uploads) that is not there, or not this person's. */
  uploadNotFound: 'Deze foto-upload bestaat niet (meer). Kies de foto opnieuw.',
  uploadIncomplete: 'Deze foto is nog niet helemaal verstuurd.',
  uploadQuota: "Je hebt te veel foto's die nog niet helemaal verstuurd zijn. Rond die eerst af, of probeer het over een uur opnieuw.",
} as const;
