import { type RiskReasonCode } from './risk.types';

/** The back-office's Dutch text for each reason an ad was scored for. */
export const RISK_REASON_TEXTS: Record<RiskReasonCode, string> = {
  duplicate_photo: 'Foto staat al in een advertentie van een ander account',
  shared_phone: 'Telefoonnummer wordt ook door andere accounts gebruikt',
  blocked_phone: 'Telefoonnummer hoort bij een geblokkeerd account of bij oplichting',
  known_fraud_photo: 'Foto komt uit een advertentie die om oplichting is afgewezen',
  price_outlier: 'Prijs ver onder de gebruikelijke prijs in deze categorie',
  new_account: 'Account is jonger dan een dag',
  external_link: 'Tekst bevat een link of een buitenlands nummer',
  banned_words: 'Tekst bevat verboden woorden',
};

export const RISK_MESSAGES = {
  thresholdInvalid: 'Drempel moet een geheel getal van 1 tot en met 100 zijn',
  actionInvalid: 'Kies vasthouden of afwijzen',
  rejectReasonRequired: 'Reden van afwijzing is verplicht',
  settingsSaved: 'Risico-instellingen opgeslagen',
  patternRequired: 'Patroon is verplicht',
  patternTooLong: 'Een patroon mag maximaal 100 karakters lang zijn',
  patternWithoutLetters: 'Een patroon moet minstens één letter of cijfer bevatten',
  patternExists: 'Dit patroon staat al in de lijst',
  patternNotFound: 'Patroon niet gevonden',
  /** The reason given to the owner when the operator's setting rejects an ad above the threshold. */
  defaultRejectReason: 'Uw advertentie lijkt op een bekende vorm van oplichting en is daarom afgewezen.',
} as const;

/** Under a message that looks like a scam, shown to its reader only (never its sender). */
export const MESSAGE_WARNING_TEXT =
  'Let op: vraag nooit om vooruit te betalen en betaal nooit vooraf via overschrijving, Western Union of een betaallink. ' +
  'Spreek af en betaal bij het ophalen.';
