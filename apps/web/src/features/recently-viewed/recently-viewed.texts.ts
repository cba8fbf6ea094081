import { FAVOURITE_MESSAGES } from '@surimarkt/contracts/texts';

/** Dutch texts of the recently viewed page (accounts spec 2.10). */
export const recentlyViewedTexts = {
  search: 'Zoek in recent bekeken',
  clear: 'Geschiedenis wissen',
  remove: 'Verwijderen',
  justNow: 'Zojuist bekeken',
  hoursAgo: (hours: number) => `${hours} uur geleden`,
  yesterday: 'Gisteren',
  viewCount: (n: number) => `${n.toLocaleString('nl-NL')}× bekeken`,
  total: 'Totaal',
  today: 'Vandaag bekeken',
  totalViews: 'Totaal weergaven',
  categories: 'Categorieën',
  unknown: '–',
  emptySearch: 'Geen advertenties gevonden',
  offline: 'Niet meer online',
  cleared: 'Geschiedenis gewist',
  failedTitle: 'Fout',
  failed: FAVOURITE_MESSAGES.failed,
} as const;
