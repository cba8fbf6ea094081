// The Dutch texts of saved searches and their e-mail alerts (issue: 'Bewaar deze zoekopdracht').

/**
 * A search's name in a sentence: in quotes, unless it holds its own (a name made from the filters quotes the term,
 * '"nissan" · Autos'), so a subject never reads '""nissan""'.
 */
export const quotedSearchName = (name: string): string => (name.includes('"') ? name : `"${name}"`);

export const SAVED_SEARCH_MESSAGES = {
  emailNotVerified: 'Bevestig eerst je e-mailadres voordat je een zoekopdracht bewaart',
  nameTooLong: 'De naam mag hoogstens 60 tekens lang zijn',
  frequencyInvalid: 'Kies direct of dagelijks',
  activeInvalid: 'Kies aan of uit',
  queryInvalid: 'Deze zoekopdracht kan niet bewaard worden',
  /** A search with no term or filter (the newest ads' page) mails every new ad: once a day only, never one by one. */
  everythingDailyOnly: 'Alle nieuwe advertenties ontvang je één keer per dag: kies dagelijks',
  everythingName: 'Alle nieuwe advertenties',
  /** The featured ads' page: every ad that gets featured (a paid placement, so few: instant is fine). */
  featuredName: 'Alle uitgelichte advertenties',
  notFound: 'Zoekopdracht niet gevonden',
  tooMany: 'Je kunt hoogstens 50 zoekopdrachten bewaren. Verwijder eerst een oude.',
  saved: 'Zoekopdracht bewaard. Je krijgt een e-mail bij nieuwe advertenties.',
  updated: 'Zoekopdracht bijgewerkt',
  removed: 'Zoekopdracht verwijderd',
  unsubscribed: 'Je ontvangt geen meldingen meer voor deze zoekopdracht',
  unsubscribedFrom: (name: string) => `Je ontvangt geen meldingen meer voor de zoekopdracht ${quotedSearchName(name)}`,
  tokenInvalid: 'Deze afmeldlink is ongeldig',
} as const;
