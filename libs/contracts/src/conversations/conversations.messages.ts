// The Dutch answers of messages between a buyer and a seller (issue: Berichten).
export const CONVERSATION_MESSAGES = {
  textRequired: 'Bericht is verplicht',
  emailNotVerified: 'Bevestig eerst je e-mailadres voordat je een bericht stuurt',
  textTooLong: 'Een bericht mag maximaal 2000 tekens lang zijn',
  bannedWords: 'Je bericht bevat woorden die niet zijn toegestaan',
  ownAd: 'Je kunt geen bericht sturen over je eigen advertentie',
  adUnavailable: 'Deze advertentie is niet beschikbaar',
  notFound: 'Gesprek niet gevonden',
  blocked: 'Dit gesprek is geblokkeerd: er kunnen geen berichten meer worden verstuurd',
  tooMany: 'Je hebt te veel berichten verstuurd. Probeer het over een paar minuten opnieuw.',
  isBlocked: 'Gesprek geblokkeerd',
  partyDeleted: 'Deze gebruiker heeft zijn account verwijderd: er kunnen geen berichten meer worden verstuurd',
  isRead: 'Gelezen',
  unreadMailSubject: (adTitle: string) => `Nieuw bericht over ${adTitle}`,
  unreadMailIntro: (name: string, adTitle: string) => `${name} stuurde je een bericht over "${adTitle}".`,
  unreadMailAction: 'Lees het bericht',
  unreadMailReason:
    'Je krijgt deze e-mail omdat een bericht aan jou een paar minuten ongelezen bleef. Je kunt e-mails uitzetten in je instellingen.',
} as const;
