/** Every public route of the app, declared once (STYLE.md). Info pages declare theirs in features/info. */
export const paths = {
  home: '/',
  category: '/categorie/:slug',
  categoryEnglish: '/category/:slug',
  autos: '/autos',
  featured: '/uitgelicht',
  recommended: '/aanbevolen',
  newest: '/nieuwste',
  bunkopu: '/bunkopu-seri',
  search: '/zoeken',
  ad: '/ad/:id',
  recentlyViewed: '/profile/recent-bekeken',
  recentlyViewedDutch: '/profiel/recent-bekeken',
  notFound: '*',
} as const;
