import { REVIEW_MESSAGES } from '@surimarkt/contracts/texts';

/** The seller's public page and the seller block on an ad (issue: Verkopersprofiel en beoordelingen). */
export const sellersTexts = {
  seller: 'Verkoper',
  viewProfile: 'Bekijk profiel en beoordelingen',
  memberSince: (date: string) => `Lid sinds ${date}`,
  emailVerified: 'E-mail geverifieerd',
  phoneVerified: 'Telefoon geverifieerd',
  activeAds: (n: number) => `${n} ${n === 1 ? 'actieve advertentie' : 'actieve advertenties'}`,
  adsTitle: 'Advertenties van deze verkoper',
  noAds: 'Deze verkoper heeft nu geen advertenties online',
  pages: 'Pagina’s met advertenties',
  pageOf: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
  previousPage: '← Vorige',
  nextPage: 'Volgende →',
  reviewsTitle: 'Beoordelingen',
  noReviews: 'Nog geen beoordelingen',
  roles: { seller: 'als verkoper', buyer: 'als koper' } as Record<string, string>,
  notFound: REVIEW_MESSAGES.userNotFound,
  notFoundText: 'Deze verkoper bestaat niet (meer).',
  backHome: 'Terug naar home',
} as const;
