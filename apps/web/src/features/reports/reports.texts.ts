import { REPORT_MESSAGES, REPORT_REASON_LABELS } from '@surimarkt/contracts/texts';

/** The Dutch texts of reporting an ad or a review; the server's answers and the reasons' words come from contracts. */
export const reportsTexts = {
  reportAd: 'Meld deze advertentie',
  reportReview: 'Melden',
  reportReviewLabel: 'Beoordeling melden',
  adTitle: 'Advertentie melden',
  reviewTitle: 'Beoordeling melden',
  reasonLabel: 'Wat is er mis?',
  textLabel: 'Toelichting (optioneel)',
  textLabelRequired: 'Toelichting',
  send: 'Versturen',
  sending: 'Bezig...',
  cancel: 'Annuleren',
  reported: 'Gemeld. Bedankt!',
  loginTitle: 'Inloggen vereist',
  loginText: 'Log in om iets te melden. Zo weten we dat een melding van een echt persoon komt.',
  failed: 'Melding niet verstuurd',
  reasons: REPORT_REASON_LABELS,
  messages: REPORT_MESSAGES,
} as const;
