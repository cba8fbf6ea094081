// The Dutch texts of Web Push (issue 42: 'Reach the phone').
export const PUSH_MESSAGES = {
  endpointInvalid: 'Dit apparaat kan geen meldingen ontvangen via deze pushdienst',
  keysInvalid: 'De sleutels van dit apparaat zijn ongeldig',
  tooMany: 'Je kunt meldingen op hoogstens 10 apparaten aanzetten. Verwijder eerst een ander apparaat bij Instellingen.',
  notFound: 'Apparaat niet gevonden',
  removed: 'Apparaat verwijderd: het krijgt geen meldingen meer',
  preferencesInvalid: 'Kies aan of uit',
} as const;

// The push's own texts: the notification on the phone (never an e-mail address or phone number in them).
export const PUSH_TEXTS = {
  bidPlaced: (amount: string) => `Nieuw bod: ${amount}`,
  bidAccepted: 'Je bod is geaccepteerd',
  bidRejected: 'Je bod is afgewezen',
  alertMatched: (name: string) => `Nieuwe advertentie voor "${name}"`,
  reviewInvited: 'Hoe ging het? Schrijf een beoordeling',
  newMessage: 'Nieuw bericht',
  messageFrom: (name: string, text: string) => `${name}: ${text}`,
  /** Stands for a contact detail left out of a notification's preview. */
  hidden: '…',
} as const;
