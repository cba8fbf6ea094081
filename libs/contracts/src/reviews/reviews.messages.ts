// The Dutch answers of reviews between buyer and seller (issue: Verkopersprofiel en beoordelingen).
export const REVIEW_MESSAGES = {
  alreadyReviewedPerson: 'Je hebt deze persoon al beoordeeld',
  emailNotVerified: 'Bevestig eerst je e-mailadres voordat je een beoordeling geeft',
  ratingInvalid: 'Geef een beoordeling van 1 tot 5 sterren',
  textRequired: 'Schrijf een korte toelichting',
  textTooLong: 'De toelichting mag maximaal 500 tekens zijn',
  invitationUnknown: 'Deze uitnodiging bestaat niet (meer)',
  invitationExpired: 'Deze uitnodiging is verlopen',
  alreadyReviewed: 'Je hebt deze verkoop al beoordeeld',
  saved: 'Bedankt! Je beoordeling is opgeslagen',
  userNotFound: 'Gebruiker niet gevonden',
  pageInvalid: 'Ongeldig paginanummer',
} as const;
