import { PRICE_ON_REQUEST, SALE_LABELS } from '@surimarkt/contracts/texts';

/** Dutch texts of the shared building blocks (cards, prices, ages, placeholders). */
export const sharedTexts = {
  siteName: 'SuriMarkt',
  priceOnRequest: PRICE_ON_REQUEST,
  lessThanAnHourAgo: 'Minder dan 1 uur geleden',
  hoursAgo: (hours: number) => `${hours} uur geleden`,
  daysAgo: (days: number) => (days === 1 ? '1 dag geleden' : `${days} dagen geleden`),
  views: (count: number) => `${count} ${count === 1 ? 'weergave' : 'weergaven'}`,
  noPhoto: 'Geen foto',
  loading: 'Laden...',
  backHome: 'Terug naar home',
  featuredBadge: 'Uitgelicht',
  recommendedBadge: 'Aanbevolen',
  /** On the photo of a card whose ad is demo data (the demo seed's). */
  demoBadge: 'Demo',
  demoBadgeLabel: 'Demo-advertentie: voorbeeldgegevens, geen echt aanbod',
  close: 'Sluiten',
  cancel: 'Annuleren',
  toLogin: 'Naar inloggen',
  noReviews: 'Nog geen beoordelingen',
  ratingLabel: (average: string, count: number) => `${average} van 5 sterren, ${count} ${count === 1 ? 'beoordeling' : 'beoordelingen'}`,
  /** On the photo of a card whose seller marked it (issue: Gereserveerd en Verkocht). */
  saleBadges: { reserved: SALE_LABELS.reserved, sold: SALE_LABELS.sold } as Record<string, string>,
} as const;
