// The Dutch answers of reporting an ad or a review (issue: Meld deze advertentie).
export const REPORT_MESSAGES = {
  reasonInvalid: 'Kies een reden voor je melding',
  textRequired: 'Beschrijf kort wat er mis is',
  textTooLong: 'De toelichting mag maximaal 500 tekens zijn',
  alreadyReported: 'Je hebt deze advertentie al gemeld',
  reviewAlreadyReported: 'Je hebt deze beoordeling al gemeld',
  ownAd: 'Je kunt je eigen advertentie niet melden',
  ownReview: 'Je kunt je eigen beoordeling niet melden',
  reviewNotFound: 'Beoordeling niet gevonden',
  noReports: 'Er zijn geen meldingen voor deze advertentie',
  noReviewReports: 'Er zijn geen meldingen voor deze beoordeling',
  sent: 'Bedankt voor je melding. We bekijken het zo snel mogelijk.',
  emailNotVerified: 'Bevestig eerst je e-mailadres voordat je iets meldt',
  tooManyToday: 'Je hebt vandaag al veel meldingen gedaan. Probeer het morgen opnieuw of neem contact met ons op.',
  reviewRequested: 'Je verzoek is verstuurd. We bekijken je advertentie zo snel mogelijk.',
  notHidden: 'Deze advertentie staat niet offline door meldingen',
  dismissed: 'Meldingen genegeerd, de advertentie staat weer online',
  reviewDismissed: 'Meldingen genegeerd, de beoordeling blijft staan',
  reviewDeleted: 'Beoordeling verwijderd',
} as const;

/** The reasons in the order the dialog lists them, with the words a person reads. */
export const REPORT_REASON_LABELS = {
  scam: 'Oplichting',
  prohibited: 'Verboden artikel',
  wrong_category: 'Verkeerde categorie',
  duplicate: 'Dubbele advertentie',
  offensive: 'Aanstootgevend',
  other: 'Anders',
} as const;
