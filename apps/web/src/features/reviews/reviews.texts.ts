import { REVIEW_INVITATION_DAYS, REVIEW_MESSAGES, REVIEW_SEALED_DAYS } from '@surimarkt/contracts/texts';

/** The review invitations in the profile (issue: Verkopersprofiel en beoordelingen). */
export const reviewsTexts = {
  messages: REVIEW_MESSAGES,
  intro:
    `Na een verkoop via SuriMarkt beoordelen koper en verkoper elkaar, binnen ${REVIEW_INVITATION_DAYS} dagen. ` +
    `Je beoordeling wordt zichtbaar zodra de ander ook heeft beoordeeld, of na ${REVIEW_SEALED_DAYS} dagen.`,
  none: 'Je hebt geen openstaande beoordelingen.',
  rate: (role: string, name: string) => (role === 'seller' ? `Beoordeel verkoper ${name}` : `Beoordeel koper ${name}`),
  about: (title: string) => `Over: ${title}`,
  until: (date: string) => `Geldig tot ${date}`,
  stars: 'Aantal sterren',
  text: 'Toelichting',
  textPlaceholder: 'Hoe verliep de koop? Was alles zoals beschreven?',
  send: 'Versturen',
  failed: 'Kon beoordeling niet opslaan',
  ownProfile: 'Bekijk je openbare profiel',
} as const;
